import { kernelMessages } from './kernel.messages';
import { isMessageCode, MessageCatalogue, MessageCode, registeredCatalogues, registerMessages, translate } from './messages';

describe(translate.name, () => {
  it.each<[MessageCode, string, string]>([
    ['VALIDATION.REQUIRED', 'Obligatoriskt fält', 'Mandatory field'],
    ['VALIDATION.TOO_LONG', 'För många tecken', 'Too many characters'],
    ['VALIDATION.MAX_PARCEL_WEIGHT', 'Max vikt för paket', 'Max weight for parcel'],
    ['VALIDATION.INVALID_EMAIL', 'Felaktig e-postadress', 'Invalid e-mail address'],
    ['VALIDATION.NOT_A_NUMBER', 'Måste vara ett nummer', 'Must be number'],
    ['VALIDATION.FILE_TOO_LARGE', 'Filen är för stor', 'File is too large'],
    ['VALIDATION.INVALID_FORMAT', 'Felaktigt format', 'Invalid format'],
    [
      'VALIDATION.FORM',
      'Formuläret innehåller valideringsfel. Vänligen hantera de beskrivna problemen.',
      'The form contains validation errors. Please handle the problems described.',
    ],
    ['ERROR.GENERIC', 'Ett fel inträffade', 'An error occurred'],
    [
      'ERROR.UNDEFINED',
      'Ett oidentifierat fel inträffade. Prova igen och kontakta kundtjänst om felet kvarstår.',
      'An unidentified error occurred. Try again and contact customer service if the error persists.',
    ],
    ['CONFIRM.DELETE_QUESTION', 'Är du säker? Åtgärden går inte att ångra.', 'Are you sure? This cannot be undone.'],
    ['CONFIRM.MISSION_COMPLETED', 'Klart', 'Mission completed'],
  ])('renders %s with the spec text in Swedish and English', (code, sv, en) => {
    expect(translate(code, 'sv')).toBe(sv);
    expect(translate(code, 'en')).toBe(en);
  });

  it.each<[MessageCode, Record<string, string | number>, string, string]>([
    ['VALIDATION.MIN', { limit: 1 }, 'Minst 1', 'Minimum 1'],
    ['VALIDATION.MAX', { limit: '1000000' }, 'Mer än 1000000', 'More than 1000000'],
    ['HTTP.ROUTE_NOT_FOUND', { path: '/api/x' }, 'Adressen /api/x finns inte', 'There is no /api/x'],
  ])('fills the placeholders of %s from the params', (code, params, sv, en) => {
    expect(translate(code, 'sv', params)).toBe(sv);
    expect(translate(code, 'en', params)).toBe(en);
  });

  it('leaves a missing param empty and trims what trails it', () => {
    expect(translate('VALIDATION.MIN', 'sv')).toBe('Minst');
    expect(translate('VALIDATION.MIN', 'en', { other: 3 })).toBe('Minimum');
  });

  it('fills a zero limit rather than dropping it', () => {
    expect(translate('VALIDATION.MIN', 'en', { limit: 0 })).toBe('Minimum 0');
  });

  it('answers an unknown code with the undefined-error text in the caller language', () => {
    expect(translate('NO.SUCH.CODE' as MessageCode, 'sv')).toBe(kernelMessages['ERROR.UNDEFINED'].sv);
    expect(translate('NO.SUCH.CODE' as MessageCode, 'en')).toBe(kernelMessages['ERROR.UNDEFINED'].en);
  });
});

describe('kernelMessages', () => {
  // Every service's catalogue gets the same checks in services/all-in-one/src/catalogues.spec.ts.
  it.each(Object.keys(kernelMessages) as MessageCode[])('has a non-empty Swedish and English text for %s', (code) => {
    const entry: Record<string, string> = kernelMessages[code as keyof typeof kernelMessages];
    expect(Object.keys(entry).sort()).toEqual(['en', 'sv']);
    expect(entry.sv.trim()).not.toBe('');
    expect(entry.en.trim()).not.toBe('');
  });

  it('uses only placeholders that appear in both languages', () => {
    // A value each language renders its own way comes as {nameSv} / {nameEn}: the same parameter.
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+?)(?:Sv|En)?\}/g)].map((m) => m[1]).sort();
    for (const [code, entry] of Object.entries(kernelMessages)) {
      expect({ code, placeholders: placeholders(entry.sv) }).toEqual({ code, placeholders: placeholders(entry.en) });
      expect(entry.sv).not.toMatch(/\{\w+En\}/);
      expect(entry.en).not.toMatch(/\{\w+Sv\}/);
    }
  });

  it('never says "undefined" in a text, since the spec reserves that word for the undefined-error fallback', () => {
    for (const [code, entry] of Object.entries(kernelMessages)) {
      expect({ code, text: `${entry.sv} ${entry.en}`.toLowerCase().includes('undefined') }).toEqual({ code, text: false });
    }
  });
});

describe(isMessageCode.name, () => {
  it.each([
    ['VALIDATION.REQUIRED', true],
    ['HTTP.RATE_LIMITED', true],
    ['ERROR.NOPE', false],
    ['toString', false],
    ['__proto__', false],
  ])('says %s is a catalogue code: %s', (code, expected) => {
    expect(isMessageCode(code)).toBe(expected);
  });
});

describe(registerMessages.name, () => {
  it("renders a registered catalogue's codes and lists it by name", () => {
    const catalogue: MessageCatalogue = { 'TEST.REGISTERED': { sv: 'Registrerad {n}', en: 'Registered {n}' } };
    expect(isMessageCode('TEST.REGISTERED')).toBe(false);
    registerMessages('test-registered', catalogue);
    expect(isMessageCode('TEST.REGISTERED')).toBe(true);
    expect(translate('TEST.REGISTERED' as MessageCode, 'sv', { n: 2 })).toBe('Registrerad 2');
    expect(registeredCatalogues().get('test-registered')).toBe(catalogue);
    expect(registeredCatalogues().get('kernel')).toBe(kernelMessages);
  });

  it('takes a code again with the same texts (two services sharing one) but refuses other texts for it', () => {
    registerMessages('test-same', { 'HTTP.NOT_FOUND': kernelMessages['HTTP.NOT_FOUND'] });
    expect(() => registerMessages('test-other', { 'HTTP.NOT_FOUND': { sv: 'Borta', en: 'Gone' } })).toThrow(/HTTP\.NOT_FOUND/);
    expect(translate('HTTP.NOT_FOUND', 'en')).toBe('Not found');
  });
});
