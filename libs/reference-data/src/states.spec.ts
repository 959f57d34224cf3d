import { CANADIAN_PROVINCES, IRISH_COUNTIES, US_STATES, countryHasStates, isValidState, statesFor } from './states';

describe('states', () => {
  it('lists 50 US states', () => {
    expect(US_STATES).toHaveLength(50);
    expect(statesFor('US')).toBe(US_STATES);
  });

  it('lists 13 Canadian provinces and territories', () => {
    expect(CANADIAN_PROVINCES).toHaveLength(13);
    expect(statesFor('CA')).toBe(CANADIAN_PROVINCES);
  });

  it('lists 26 Irish counties with ISO 3166-2:IE codes', () => {
    expect(IRISH_COUNTIES).toHaveLength(26);
    expect(statesFor('IE')).toBe(IRISH_COUNTIES);
    expect(IRISH_COUNTIES).toEqual(
      expect.arrayContaining([
        { code: 'D', name: 'Dublin' },
        { code: 'CO', name: 'Cork' },
        { code: 'KY', name: 'Kerry' },
        { code: 'G', name: 'Galway' },
      ]),
    );
  });

  it.each([
    ['US', US_STATES],
    ['CA', CANADIAN_PROVINCES],
    ['IE', IRISH_COUNTIES],
  ])('has unique codes and names for %s', (_country, list) => {
    expect(new Set(list.map((s) => s.code)).size).toBe(list.length);
    expect(new Set(list.map((s) => s.name)).size).toBe(list.length);
    for (const s of list) expect(s.code).toMatch(/^[A-Z]{1,2}$/);
  });

  it('returns undefined for countries without states', () => {
    expect(statesFor('SE')).toBeUndefined();
    expect(statesFor('GB')).toBeUndefined();
    expect(countryHasStates('SE')).toBe(false);
  });

  it('says US, CA and IE have states, ignoring case', () => {
    expect(['US', 'ca', 'Ie'].every(countryHasStates)).toBe(true);
  });

  it('validates a state against its own country only', () => {
    expect(isValidState('US', 'NY')).toBe(true);
    expect(isValidState('us', 'ny')).toBe(true);
    expect(isValidState('CA', 'QC')).toBe(true);
    expect(isValidState('IE', 'd')).toBe(true);
    expect(isValidState('CA', 'NY')).toBe(false);
    expect(isValidState('US', 'DC')).toBe(false);
    expect(isValidState('SE', 'AB')).toBe(false);
  });

  it('freezes the lists and their entries', () => {
    for (const list of [US_STATES, CANADIAN_PROVINCES, IRISH_COUNTIES]) {
      expect(Object.isFrozen(list)).toBe(true);
      expect(list.every((s) => Object.isFrozen(s))).toBe(true);
    }
  });
});
