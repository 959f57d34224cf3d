import { findJsonShapeProblem, hasForbiddenCharacters } from './json-limits';

describe(findJsonShapeProblem.name, () => {
  const limits = { maxDepth: 4, maxKeys: 10 };

  it.each([
    ['an ordinary body', '{"username":"anna","password":"x","n":[1,2.5,-3e2],"å":"Göteborg \\"citat\\" \\u00e5"}'],
    ['a surrogate pair, escaped or raw', '{"a":"\\ud83d\\ude00","b":"😀"}'],
    ['brackets and colons inside strings', '{"a":"{{{{{[[[[:::::::::::"}'],
    ['a number at the bound', `{"a":${Number.MAX_SAFE_INTEGER}}`],
  ])('passes %s', (_, text) => {
    expect(findJsonShapeProblem(text, limits)).toBeUndefined();
  });

  it.each([
    ['nesting deeper than the bound', '{"a":{"b":{"c":{"d":{}}}}}', 'too_deep'],
    ['2 000 levels of arrays', '['.repeat(2000) + ']'.repeat(2000), 'too_deep'],
    ['more keys than the bound', JSON.stringify(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i]))), 'too_many_keys'],
    ['an escaped NUL', '{"username":"\\u0000","password":"x"}', 'bad_character'],
    ['a raw NUL', '{"a":"x\u0000y"}', 'bad_character'],
    ['a lone high surrogate', '{"a":"\\ud800"}', 'bad_character'],
    ['a high surrogate before another escape', '{"a":"\\ud800\\n"}', 'bad_character'],
    ['a lone low surrogate', '{"a":"\\udc00x"}', 'bad_character'],
    ['1e308', '{"insuranceGoodsValue":1e308}', 'number_out_of_range'],
    ['a negative huge number', '{"a":-99999999999999999999}', 'number_out_of_range'],
  ])('finds %s', (_, text, problem) => {
    expect(findJsonShapeProblem(text, limits)).toBe(problem);
  });
});

describe(hasForbiddenCharacters.name, () => {
  it.each([
    ['a raw NUL', 'q=a\u0000b', true],
    ['an escaped NUL in JSON', 'filter={"q":"\\u0000"}', true],
    ['a lone escaped surrogate', 'filter={"q":"\\ud800x"}', true],
    ['a lone raw surrogate', 'q=\ud800', true],
    ['an escaped pair', 'filter={"q":"\\ud83d\\ude00"}', false],
    ['a raw pair and Swedish letters', 'q=😀 åäö', false],
    ['a backslash that is no escape', 'q=C:\\temp', false],
  ])('%s → %s', (_, text, expected) => {
    expect(hasForbiddenCharacters(text)).toBe(expected);
  });
});
