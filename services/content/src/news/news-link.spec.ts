import { parseLinkUrl } from './news-link';

describe(parseLinkUrl.name, () => {
  it.each([
    ['https://frakt.se/nyheter?id=1#a', 'https://frakt.se/nyheter?id=1#a'],
    ['HTTP://Frakt.SE', 'http://frakt.se/'],
    ['https://xn--rksmrgs-5wao1o.se/', 'https://xn--rksmrgs-5wao1o.se/'],
  ])('takes %j as %j', (raw, parsed) => {
    expect(parseLinkUrl(raw)).toBe(parsed);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)//http://',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http:/\\evil.example',
    'https://frakt.se@evil.example/',
    'https://user:pass@frakt.se/',
    'ftp://frakt.se/',
    'http://',
    'https:// frakt.se',
    'https://frakt.se/\nSet-Cookie',
    '//evil.example/',
    '/relativ',
    'https://',
  ])('refuses %j', (raw) => {
    expect(parseLinkUrl(raw)).toBeUndefined();
  });
});
