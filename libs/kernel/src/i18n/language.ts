import { Language } from '../context/request-context';

/** Picks sv or en from an Accept-Language header by quality; Swedish is the default, English the fallback. */
export function negotiateLanguage(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'sv';
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { primary: tag.split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { primary } of ranked) {
    if (primary === 'sv' || primary === 'en') return primary;
    // "Any language" (what Node's fetch and many tools send) means our default, not the fallback.
    if (primary === '*') return 'sv';
    if (primary === 'nb' || primary === 'no' || primary === 'nn' || primary === 'da') return 'sv';
  }
  return ranked.length ? 'en' : 'sv';
}
