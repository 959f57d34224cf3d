import { describe, expect, it } from '@jest/globals';
import {
  formatDecimal,
  loadingMetres,
  newGoodsItem,
  PACKAGE_TYPES,
  parseNumber,
  randomCode,
  STACKABLE_SHOWN,
  totalOf,
  volumeM3,
  withPackageType,
} from './goods';

describe('goods items', () => {
  it('offers the four package types, stackable shown for all but parcel', () => {
    expect(PACKAGE_TYPES).toEqual(['unspecified', 'parcel', 'pallet', 'halfpallet']);
    expect(STACKABLE_SHOWN).toEqual({ unspecified: true, parcel: false, pallet: true, halfpallet: true });
  });

  it('starts a row as one stackable parcel with a 6-character uppercase id', () => {
    const item = newGoodsItem();
    expect(item).toMatchObject({ noOfPackages: '1', packageType: 'parcel', isStackable: true, isReadOnly: false });
    expect(item.id).toMatch(/^[A-Z0-9]{6}$/);
    expect(randomCode(16)).toMatch(/^[A-Z0-9]{16}$/);
  });

  it('fills and locks 120 × 80 for a pallet and 60 × 80 for a half pallet', () => {
    const pallet = withPackageType(newGoodsItem({ length: '10', width: '10' }), 'pallet');
    expect(pallet).toMatchObject({ packageType: 'pallet', length: '120', width: '80', isReadOnly: true });
    const half = withPackageType(pallet, 'halfpallet');
    expect(half).toMatchObject({ packageType: 'halfpallet', length: '60', width: '80', isReadOnly: true });
    const parcel = withPackageType(half, 'parcel');
    expect(parcel).toMatchObject({ packageType: 'parcel', isReadOnly: false, isStackable: true });
  });

  it('reads numbers with a dot or a comma and rejects anything else', () => {
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber(' 300 ')).toBe(300);
    expect(parseNumber('1.25')).toBe(1.25);
    expect(parseNumber('12a')).toBeNaN();
    expect(parseNumber('')).toBeNaN();
  });

  it('computes volume and loading metres with the spec formulas', () => {
    const pallet = { noOfPackages: '2', length: '120', width: '80', height: '100' };
    // 1.2 × 0.8 × 1.0 × 2
    expect(volumeM3(pallet)).toBeCloseTo(1.92, 10);
    // 0.8 × 1.2 / 2.4 × 2
    expect(loadingMetres(pallet)).toBeCloseTo(0.8, 10);
    expect(volumeM3({ noOfPackages: '1', length: '', width: '80', height: '10' })).toBe(0);
    expect(totalOf([pallet, { ...pallet, noOfPackages: '1' }], loadingMetres)).toBeCloseTo(1.2, 10);
  });

  it('shows two decimals, with a comma in Swedish', () => {
    expect(formatDecimal(0.4, 'sv')).toBe('0,40');
    expect(formatDecimal(1.925, 'en')).toBe('1.93');
    expect(formatDecimal(Number.NaN, 'sv')).toBe('0,00');
  });
});
