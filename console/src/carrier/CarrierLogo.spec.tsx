import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { CARRIERS } from '@freight/reference-data';
import { CarrierLogo } from './CarrierLogo';
import { WORDMARKS } from './wordmarks';

describe('CarrierLogo', () => {
  it.each(CARRIERS.map((carrier) => [carrier.name, carrier.logoName]))(
    'draws a wordmark for %s, named for screen readers',
    (name, logo) => {
      const html = renderToStaticMarkup(<CarrierLogo logo={logo} name={name} />);
      expect(html).toContain(`data-logo="${logo}"`);
      expect(html).toMatch(new RegExp(`<svg[^>]*role="img"[^>]*aria-label="${name}"`));
      expect(html).toContain(`<title>${name}</title>`);
    },
  );

  it('draws no mark that is not a known carrier', () => {
    const known = new Set(CARRIERS.map((carrier) => carrier.logoName));
    expect(Object.keys(WORDMARKS).filter((logo) => !known.has(logo))).toEqual([]);
  });

  it('shows the name as text for a carrier without a drawn mark', () => {
    const html = renderToStaticMarkup(<CarrierLogo logo="fraktbolaget" name="Fraktbolaget" />);
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('data-logo');
    expect(html).toContain('Fraktbolaget');
  });
});
