import { describe, expect, it } from '@jest/globals';
import { en, enApp } from './en';
import { sv, svApp } from './sv';
import { contentMessages } from '../content/messages';
import { sendListMessages } from '../sendList/messages';
import { shipmentMessages } from '../shipment/messages';

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

const at = (tree: object, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], tree);

describe('messages', () => {
  it('gives Swedish and English the same application keys', () => {
    expect(keys(svApp).sort()).toEqual(keys(enApp).sort());
  });

  it('gives Swedish and English the same booked-list keys, none of them empty', async () => {
    const { bookedListMessages } = await import('../bookedList/messages');
    expect(keys(bookedListMessages.sv).sort()).toEqual(keys(bookedListMessages.en).sort());
    for (const key of keys(bookedListMessages.sv)) expect(at(bookedListMessages.sv, key)).toMatch(/\S/);
  });

  it.each([
    ['shipment steps 3 and 4', shipmentMessages],
    ['send list', sendListMessages],
    ['content modal', contentMessages],
  ])('gives Swedish and English the same %s keys, each a text', (_name, messages) => {
    expect(keys(messages.sv).sort()).toEqual(keys(messages.en).sort());
    for (const key of keys(messages.sv)) {
      expect(at(messages.sv, key)).toEqual(expect.stringMatching(/\S/));
      expect(at(messages.en, key)).toEqual(expect.stringMatching(/\S/));
    }
  });

  it('has a title for every route in both languages', async () => {
    const { routeTable } = await import('../routes/routeTable');
    for (const route of routeTable) {
      expect(at(sv, route.titleKey)).toEqual(expect.any(String));
      expect(at(en, route.titleKey)).toEqual(expect.any(String));
    }
  });

  it.each([
    ['validation.required', 'Obligatoriskt fält', 'Mandatory field'],
    ['validation.tooLong', 'För många tecken', 'Too many characters'],
    ['validation.maxWeightParcel', 'Max vikt för paket', 'Max weight for parcel'],
    ['validation.email', 'Felaktig e-postadress', 'Invalid e-mail address'],
    ['validation.tooShort', 'För lite', 'To short'],
    ['validation.minimum', 'Minst', 'Minimum'],
    ['validation.moreThan', 'Mer än', 'More than'],
    ['validation.fileTooLarge', 'Filen är för stor', 'File is too large'],
    ['validation.format', 'Felaktigt format', 'Invalid format'],
    ['validation.form', 'Formuläret innehåller valideringsfel. Vänligen hantera de beskrivna problemen.', undefined],
    ['ra.message.invalid_form', 'Formuläret innehåller valideringsfel. Vänligen hantera de beskrivna problemen.', undefined],
    ['error.generic', 'Ett fel inträffade', 'An error occured'],
    ['error.undefined', 'Ett oidentifierat fel inträffade. Prova igen och kontakta kundtjänst om felet kvarstår.', undefined],
    ['error.noticeConflict', 'E-post saknas för mottagare', undefined],
    ['error.pricelessOption', 'Pris för detta tillval kan inte ges. Se aktuell prislista.', undefined],
    ['confirm.deleteQuestion', 'Är du säker? Åtgärden går inte att ångra.', undefined],
    ['confirm.missionCompleted', undefined, 'Mission completed'],
    ['confirm.updateCompleted', undefined, 'Update completed'],
    ['confirm.deleteCompleted', undefined, 'Delete completed'],
    ['confirm.loggingIn', 'Loggar in', 'Logging in'],
    ['topbar.menu', 'Meny', 'Menu'],
    ['validation.number', undefined, 'Must be number'],
  ])('words %s as the spec does', (key, swedish, english) => {
    if (swedish) expect(at(sv, key)).toBe(swedish);
    if (english) expect(at(en, key)).toBe(english);
  });

  it('has every react-admin message in Swedish too (none shows in English in the Swedish console)', () => {
    const ra = (en as { ra: object }).ra;
    expect(keys(ra, 'ra.').filter((key) => typeof at(sv, key) !== 'string')).toEqual([]);
  });

  it("includes react-admin's English messages", () => {
    expect(at(en, 'ra.action.save')).toBe('Save');
    expect(at(en, 'ra.navigation.page_range_info')).toBe('{{offsetBegin}}-{{offsetEnd}} of {{total}}');
  });
});
