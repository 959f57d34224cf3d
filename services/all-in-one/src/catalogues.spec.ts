import { authMessages } from '@freight/auth';
import { billingMessages } from '@freight/billing';
import { claimsMessages } from '@freight/claims';
import { contactsMessages } from '@freight/contacts';
import { contentMessages } from '@freight/content';
import { customersMessages } from '@freight/customers';
import { idempotencyMessages } from '@freight/idempotency';
import { isMessageCode, kernelMessages, MessageCatalogue, MessageCode, registeredCatalogues, translate } from '@freight/kernel';
import { shippingMessages } from '@freight/shipping';

const owned: Record<string, MessageCatalogue> = {
  kernel: kernelMessages,
  idempotency: idempotencyMessages,
  auth: authMessages,
  shipping: shippingMessages,
  contacts: contactsMessages,
  claims: claimsMessages,
  billing: billingMessages,
  content: contentMessages,
  customers: customersMessages,
};
const all = Object.values(owned).flatMap((catalogue) => Object.entries(catalogue));

describe('message catalogues in the all-in-one process', () => {
  it('has every service catalogue registered by loading what `npm start` runs, and no other', () => {
    let names: string[] = [];
    // A fresh module registry: only the all-in-one's own imports load catalogues, not this spec's.
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require('./all-in-one');
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const kernel = require('@freight/kernel') as typeof import('@freight/kernel');
      names = [...kernel.registeredCatalogues().keys()];
    });
    expect(names.sort()).toEqual(Object.keys(owned).sort());
  });

  // Idempotency's come along with the messaging lib, whose metrics count the keys in flight.
  it.each([
    ['@freight/contacts', ['contacts', 'idempotency', 'kernel']],
    ['@freight/shipping', ['idempotency', 'kernel', 'shipping']],
    ['@freight/customers', ['customers', 'idempotency', 'kernel']],
  ])('has only its own and the kernel catalogue in a process of %s alone', (service, expected) => {
    let names: string[] = [];
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(service);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      names = [...(require('@freight/kernel') as typeof import('@freight/kernel')).registeredCatalogues().keys()];
    });
    expect(names.sort()).toEqual(expected);
  });

  it('registers the very catalogue each service exports', () => {
    for (const [name, catalogue] of Object.entries(owned))
      expect({ name, registered: registeredCatalogues().get(name) === catalogue }).toEqual({ name, registered: true });
  });

  it('gives each code to one catalogue only', () => {
    const codes = all.map(([code]) => code);
    expect(codes.length).toBe(new Set(codes).size);
    expect(codes.length).toBe(213);
  });

  it.each(all)('renders %s in Swedish and English, non-empty', (code, entry) => {
    expect(Object.keys(entry).sort()).toEqual(['en', 'sv']);
    expect(entry.sv.trim()).not.toBe('');
    expect(entry.en.trim()).not.toBe('');
    expect(isMessageCode(code)).toBe(true);
    expect(translate(code as MessageCode, 'sv')).toBe(entry.sv.replace(/\{\w+\}/g, '').replace(/\s+$/, ''));
    expect(translate(code as MessageCode, 'en')).toBe(entry.en.replace(/\{\w+\}/g, '').replace(/\s+$/, ''));
  });

  it('uses only placeholders that appear in both languages', () => {
    // A value each language renders its own way comes as {nameSv} / {nameEn}: the same parameter.
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+?)(?:Sv|En)?\}/g)].map((m) => m[1]).sort();
    for (const [code, entry] of all) {
      expect({ code, placeholders: placeholders(entry.sv) }).toEqual({ code, placeholders: placeholders(entry.en) });
      expect(entry.sv).not.toMatch(/\{\w+En\}/);
      expect(entry.en).not.toMatch(/\{\w+Sv\}/);
    }
  });

  it('never says "undefined" in a text, since the spec reserves that word for the undefined-error fallback', () => {
    for (const [code, entry] of all) {
      expect({ code, text: `${entry.sv} ${entry.en}`.toLowerCase().includes('undefined') }).toEqual({ code, text: false });
    }
  });

  it.each<[MessageCode, string, string]>([
    [
      'ERROR.PRICELESS_OPTION',
      'Pris för detta tillval kan inte ges. Se aktuell prislista.',
      'A price for this option cannot be given. See the current price list.',
    ],
    ['ERROR.NOTICE_CONFLICT', 'E-post saknas för mottagare', 'E-mail is missing for the receiver'],
    [
      'ERROR.INSURANCE_CLAIM_FAILED',
      'Misslyckades med att skicka försäkringsanspråket. Vänligen försök igen. Om felet kvarstår, kontakta supporten.',
      'Failed to send the insurance claim. Please try again. If the error persists, contact support.',
    ],
    [
      'ERROR.CARRIER_MESSAGE_FAILED',
      'Misslyckades med att skicka meddelande. Kontakta kundtjänst.',
      'Failed to send the message. Contact customer service.',
    ],
    [
      'ERROR.BILL_NOT_FOUND',
      'Fakturan hittades inte. Det kan ta ett par dagar innan den finns i PDF-systemet.',
      'Bill not found. It may take a couple of days to appear in the PDF system.',
    ],
  ])('renders the spec text of %s from its service catalogue', (code, sv, en) => {
    expect(translate(code, 'sv')).toBe(sv);
    expect(translate(code, 'en')).toBe(en);
  });
});
