import {
  COUNTRIES,
  EU_COUNTRY_CODES,
  EU_CUSTOMS_TERRITORY_CODES,
  NON_STANDARD_COUNTRY_CODES,
  findCountry,
  isKnownCountry,
} from './countries';

describe('countries', () => {
  it('holds about 250 countries: the 249 ISO codes plus 6 non-standard ones', () => {
    expect(COUNTRIES).toHaveLength(249 + 6);
  });

  it('has unique country codes', () => {
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has unique, non-empty Swedish names', () => {
    const names = COUNTRIES.map((c) => c.name);
    expect(names.every((n) => n.trim().length > 0)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('uses two upper-case letters for every code', () => {
    for (const c of COUNTRIES) expect(c.code).toMatch(/^[A-Z]{2}$/);
  });

  it('includes the non-standard codes XC XM XS XY XE KV', () => {
    expect(NON_STANDARD_COUNTRY_CODES).toEqual(['XC', 'XM', 'XS', 'XY', 'XE', 'KV']);
    for (const code of NON_STANDARD_COUNTRY_CODES) expect(isKnownCountry(code)).toBe(true);
    expect(findCountry('XC')?.name).toBe('Ceuta');
    expect(findCountry('XM')?.name).toBe('Melilla');
    expect(findCountry('XE')?.name).toBe('Sint Eustatius');
    expect(findCountry('KV')?.name).toBe('Kosovo');
    expect(findCountry('XS')?.name).toMatch(/^Serbien/);
    expect(findCountry('XY')?.name).toMatch(/^Saint-Barthélemy/);
  });

  it('names the neighbours and main markets in Swedish', () => {
    expect(findCountry('SE')?.name).toBe('Sverige');
    expect(findCountry('NO')?.name).toBe('Norge');
    expect(findCountry('DK')?.name).toBe('Danmark');
    expect(findCountry('FI')?.name).toBe('Finland');
    expect(findCountry('DE')?.name).toBe('Tyskland');
    expect(findCountry('GB')?.name).toBe('Storbritannien');
    expect(findCountry('US')?.name).toBe('USA');
    expect(findCountry('AX')?.name).toBe('Åland');
  });

  it('is sorted by Swedish name with Swedish collation', () => {
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sv')));
    // Å, Ä and Ö come after Z in Swedish.
    expect(names.indexOf('Zimbabwe')).toBeLessThan(names.indexOf('Åland'));
    expect(names.slice(-2)).toEqual(['Österrike', 'Östtimor']);
  });

  it('finds countries case-insensitively', () => {
    expect(findCountry('se')).toEqual({ code: 'SE', name: 'Sverige' });
    expect(findCountry('Kv')?.code).toBe('KV');
    expect(isKnownCountry('no')).toBe(true);
  });

  it('does not know codes outside the list', () => {
    expect(findCountry('ZZ')).toBeUndefined();
    expect(isKnownCountry('XK')).toBe(false);
    expect(isKnownCountry('')).toBe(false);
    expect(isKnownCountry('SWE')).toBe(false);
  });

  it('lists the 27 EU members, all of them known countries', () => {
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    expect(new Set(EU_COUNTRY_CODES).size).toBe(27);
    for (const code of EU_COUNTRY_CODES) expect(isKnownCountry(code)).toBe(true);
    expect(EU_COUNTRY_CODES).toContain('SE');
    expect(EU_COUNTRY_CODES).not.toContain('GB');
    expect(EU_COUNTRY_CODES).not.toContain('NO');
  });

  it('takes the members and Monaco as the customs territory; Norway, Switzerland, the UK, Åland and Ceuta are outside', () => {
    expect(EU_CUSTOMS_TERRITORY_CODES).toEqual(expect.arrayContaining([...EU_COUNTRY_CODES, 'MC']));
    expect(EU_CUSTOMS_TERRITORY_CODES).toHaveLength(28);
    for (const outside of ['NO', 'CH', 'GB', 'IS', 'AX', 'FO', 'XC', 'XM']) expect(EU_CUSTOMS_TERRITORY_CODES).not.toContain(outside);
    expect(Object.isFrozen(EU_CUSTOMS_TERRITORY_CODES)).toBe(true);
  });

  it('freezes the list and its entries', () => {
    expect(Object.isFrozen(COUNTRIES)).toBe(true);
    expect(Object.isFrozen(EU_COUNTRY_CODES)).toBe(true);
    expect(COUNTRIES.every((c) => Object.isFrozen(c))).toBe(true);
  });
});
