import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { newParty } from './completion';

// react-admin's full bundle pulls an ESM-only dependency into jest's CommonJS; the card only translates.
// The mock is registered before the card is loaded (below), since the transform does not hoist it.
jest.mock('react-admin', () => ({ useTranslate: () => (key: string) => key }));
let PartyCard: typeof import('./PartyCard').PartyCard;
beforeAll(async () => {
  ({ PartyCard } = await import('./PartyCard'));
});

const render = (countrycode: string, contacts = [] as { id: number; company: string }[]) =>
  renderToStaticMarkup(
    <PartyCard
      role="consignee"
      party={newParty()}
      place={{ countrycode, postcode: '1', city: 'X' }}
      errors={{ 'consignee.name': { key: 'validation.required' } }}
      contacts={contacts}
      mandatory={{ name: true, mobile: false }}
      onParty={() => undefined}
      onPlace={() => undefined}
      onContact={() => undefined}
    />,
  );

const stateOptions = (html: string) => {
  const select = /<select[^>]*data-testid="consignee-state"[^>]*>(.*?)<\/select>/s.exec(html);
  return select ? [...select[1].matchAll(/<option value="([^"]*)"/g)].map((match) => match[1]) : undefined;
};

describe('PartyCard', () => {
  it.each([
    ['US', 50, 'NY'],
    ['CA', 13, 'QC'],
    ['IE', 26, 'D'],
  ])('offers the state select for %s with its list', (country, count, example) => {
    const options = stateOptions(render(country));
    expect(options).toBeDefined();
    // The first option is "choose".
    expect(options![0]).toBe('');
    expect(options!.length).toBe(count + 1);
    expect(options).toContain(example);
  });

  it.each(['SE', 'NO', 'DE', 'GB'])('has no state select for %s', (country) => {
    expect(render(country)).not.toContain('data-testid="consignee-state"');
    expect(render(country)).toContain('data-testid="consignee-country"');
  });

  it('shows the contact picker only when contacts exist, and the field errors', () => {
    expect(render('SE')).not.toContain('data-testid="consignee-contact"');
    const html = render('SE', [{ id: 7, company: 'Berg AB' }]);
    // The picker (an autocomplete) lists its contacts when opened; closed, only its field is there.
    expect(html).toContain('data-testid="consignee-contact"');
    // The stand-in translator echoes the key.
    expect(html).toContain('validation.required');
  });
});
