import { ACTIVE_CARRIER_CODES, CARRIERS, carrierLogoName, findCarrier, isActiveCarrier } from './carriers';

describe('carriers', () => {
  it('lists the six known carriers with unique codes', () => {
    const codes = CARRIERS.map((c) => c.code);
    expect(codes.sort((a, b) => a - b)).toEqual([4, 71, 116, 131, 210, 225]);
  });

  it('has 131, 116, 4 and 225 as the active carriers, in spec order', () => {
    expect(ACTIVE_CARRIER_CODES).toEqual([131, 116, 4, 225]);
  });

  it('never marks 71 or 210 active', () => {
    expect(isActiveCarrier(71)).toBe(false);
    expect(isActiveCarrier(210)).toBe(false);
    expect(findCarrier(71)?.active).toBe(false);
    expect(findCarrier(210)?.active).toBe(false);
  });

  it('treats unknown codes as not active', () => {
    expect(isActiveCarrier(999)).toBe(false);
    expect(findCarrier(999)).toBeUndefined();
  });

  it('gives the paperless customs option to express carrier 131 only', () => {
    expect(CARRIERS.filter((c) => c.paperlessCustoms).map((c) => c.code)).toEqual([131]);
    expect(findCarrier(131)?.kind).toBe('express');
  });

  it('knows 116 as a freight carrier and 225 as an express carrier', () => {
    expect(findCarrier(116)).toMatchObject({ name: 'DB Schenker', kind: 'freight' });
    expect(findCarrier(225)).toMatchObject({ name: 'DHL Express', kind: 'express' });
    expect(findCarrier(4)).toMatchObject({ name: 'PostNord', kind: 'parcel' });
  });

  it('derives every logo name from the carrier name', () => {
    for (const c of CARRIERS) expect(c.logoName).toBe(carrierLogoName(c.name));
    expect(findCarrier(116)?.logoName).toBe('dbschenker');
    expect(findCarrier(225)?.logoName).toBe('dhlexpress');
  });

  it('builds logo names lower-case with non-alphanumerics removed and diacritics folded', () => {
    expect(carrierLogoName('DB Schenker')).toBe('dbschenker');
    expect(carrierLogoName('Bring Cargo & Co. 2')).toBe('bringcargoco2');
    expect(carrierLogoName('Östgöta Åkeri')).toBe('ostgotaakeri');
  });

  it('freezes the list and its entries', () => {
    expect(Object.isFrozen(CARRIERS)).toBe(true);
    expect(Object.isFrozen(ACTIVE_CARRIER_CODES)).toBe(true);
    for (const c of CARRIERS) expect(Object.isFrozen(c)).toBe(true);
    expect(() => {
      (CARRIERS[0] as { active: boolean }).active = false;
    }).toThrow(TypeError);
  });
});
