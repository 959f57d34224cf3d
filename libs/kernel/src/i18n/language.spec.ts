import { negotiateLanguage } from './language';

describe(negotiateLanguage.name, () => {
  it.each<[string, string | string[] | undefined, 'sv' | 'en']>([
    ['picks Swedish when there is no header', undefined, 'sv'],
    ['picks Swedish, the default, for any language (*)', '*', 'sv'],
    ['picks English when English outranks any language', 'en,*;q=0.5', 'en'],
    ['picks Swedish for an empty header', '', 'sv'],
    ['picks English when asked for English', 'en', 'en'],
    ['picks English for a regional English variant', 'en-GB,en;q=0.9', 'en'],
    ['picks Swedish for a regional Swedish variant', 'sv-SE', 'sv'],
    ['picks English when it outranks Swedish', 'sv;q=0.2,en;q=0.8', 'en'],
    ['picks Swedish when it outranks English', 'en;q=0.5, sv;q=0.9', 'sv'],
    ['keeps header order between equal qualities', 'en;q=0.7,sv;q=0.7', 'en'],
    ['reads tags and q case-insensitively', 'SV-se;Q=0.9, EN;Q=0.1', 'sv'],
    ['falls back to English when only unsupported languages are asked for', 'de', 'en'],
    ['falls back to English for several unsupported languages', 'de-DE,fr;q=0.8', 'en'],
    ['skips an unsupported language that outranks a supported one', 'de,sv;q=0.5', 'sv'],
    ['answers Norwegian Bokmål with Swedish', 'nb', 'sv'],
    ['answers generic Norwegian with Swedish', 'no', 'sv'],
    ['answers Nynorsk with Swedish', 'nn-NO', 'sv'],
    ['answers Danish with Swedish', 'da', 'sv'],
    ['prefers English to a lower-ranked Norwegian', 'en,nb;q=0.5', 'en'],
    ['excludes a language with q=0', 'en;q=0,sv;q=0.1', 'sv'],
    ['excludes Swedish with q=0 even though it comes first', 'sv;q=0,en;q=0.1', 'en'],
    ['treats an unparsable q as 0', 'en;q=abc,sv;q=0.3', 'sv'],
    ['ignores parameters other than q', 'en;level=1,sv;q=0.5', 'en'],
    ['joins repeated headers', ['de', 'en;q=0.5,sv;q=0.4'], 'en'],
  ])('%s (%j)', (_name, header, expected) => {
    expect(negotiateLanguage(header)).toBe(expected);
  });

  it('defaults to Swedish when every listed language is excluded with q=0', () => {
    expect(negotiateLanguage('en;q=0,de;q=0')).toBe('sv');
  });
});
