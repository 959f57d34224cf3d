import { isMessageCode, MessageCode, messages, translate } from './messages';

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
    expect(translate('NO.SUCH.CODE' as MessageCode, 'sv')).toBe(messages['ERROR.UNDEFINED'].sv);
    expect(translate('NO.SUCH.CODE' as MessageCode, 'en')).toBe(messages['ERROR.UNDEFINED'].en);
  });
});

describe('messages', () => {
  it.each(Object.keys(messages) as MessageCode[])('has a non-empty Swedish and English text for %s', (code) => {
    const entry: Record<string, string> = messages[code];
    expect(Object.keys(entry).sort()).toEqual(['en', 'sv']);
    expect(entry.sv.trim()).not.toBe('');
    expect(entry.en.trim()).not.toBe('');
  });

  it('uses only placeholders that appear in both languages', () => {
    // A value each language renders its own way comes as {nameSv} / {nameEn}: the same parameter.
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+?)(?:Sv|En)?\}/g)].map((m) => m[1]).sort();
    for (const [code, entry] of Object.entries(messages)) {
      expect({ code, placeholders: placeholders(entry.sv) }).toEqual({ code, placeholders: placeholders(entry.en) });
      expect(entry.sv).not.toMatch(/\{\w+En\}/);
      expect(entry.en).not.toMatch(/\{\w+Sv\}/);
    }
  });

  it('never says "undefined" in a text, since the spec reserves that word for the undefined-error fallback', () => {
    for (const [code, entry] of Object.entries(messages)) {
      expect({ code, text: `${entry.sv} ${entry.en}`.toLowerCase().includes('undefined') }).toEqual({ code, text: false });
    }
  });
});

describe(isMessageCode.name, () => {
  it.each([
    ['VALIDATION.REQUIRED', true],
    ['ERROR.NOTICE_CONFLICT', true],
    ['ERROR.NOPE', false],
    ['toString', false],
    ['__proto__', false],
  ])('says %s is a catalogue code: %s', (code, expected) => {
    expect(isMessageCode(code)).toBe(expected);
  });
});
