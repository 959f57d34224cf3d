import { DEFAULT_PACKAGE_TYPE, PACKAGE_TYPES, findPackageType, isPackageTypeCode } from './package-types';

describe('package types', () => {
  it('offers unspecified, parcel, pallet and halfpallet', () => {
    expect(PACKAGE_TYPES.map((t) => t.code)).toEqual(['unspecified', 'parcel', 'pallet', 'halfpallet']);
  });

  it('defaults to parcel', () => {
    expect(DEFAULT_PACKAGE_TYPE).toBe('parcel');
    expect(findPackageType(DEFAULT_PACKAGE_TYPE)?.name).toBe('Parcel');
  });

  it('has English and Swedish names', () => {
    expect(PACKAGE_TYPES.map((t) => [t.name, t.nameSv])).toEqual([
      ['Unspecified', 'Ospecificerad'],
      ['Parcel', 'Paket'],
      ['EUR pallet', 'EUR-pall'],
      ['EUR half pallet', 'EUR-halvpall'],
    ]);
  });

  it('hides the stackable option for parcels only', () => {
    expect(PACKAGE_TYPES.filter((t) => !t.stackableOptionShown).map((t) => t.code)).toEqual(['parcel']);
  });

  it('pallet is 120 × 80 and read-only', () => {
    expect(findPackageType('pallet')).toMatchObject({ fixedLength: 120, fixedWidth: 80, readOnlyDimensions: true });
  });

  it('half pallet is 60 × 80 and read-only', () => {
    expect(findPackageType('halfpallet')).toMatchObject({ fixedLength: 60, fixedWidth: 80, readOnlyDimensions: true });
  });

  it('leaves unspecified and parcel dimensions free', () => {
    for (const code of ['unspecified', 'parcel']) {
      const t = findPackageType(code);
      expect(t?.readOnlyDimensions).toBe(false);
      expect(t?.fixedLength).toBeUndefined();
      expect(t?.fixedWidth).toBeUndefined();
    }
  });

  it('does not know other codes', () => {
    expect(findPackageType('container')).toBeUndefined();
    expect(isPackageTypeCode('Parcel')).toBe(false);
    expect(isPackageTypeCode('halfpallet')).toBe(true);
  });

  it('freezes the list and its entries', () => {
    expect(Object.isFrozen(PACKAGE_TYPES)).toBe(true);
    expect(PACKAGE_TYPES.every((t) => Object.isFrozen(t))).toBe(true);
  });
});
