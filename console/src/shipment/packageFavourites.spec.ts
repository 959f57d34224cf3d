import { describe, expect, it } from '@jest/globals';
import { isCompletePostcode } from './cityLookup';
import { newGoodsItem } from './goods';
import { favouriteOfRow, isBlankRow, rowOfFavourite, withFavourite, type PackageFavourite } from './packageFavourites';

const favourite = (overrides: Partial<PackageFavourite> = {}): PackageFavourite => ({
  id: 7,
  custId: 1001,
  createdAt: '2025-03-03T09:00:00.000Z',
  name: 'Helpall',
  packageType: 'pallet',
  noOfPackages: 2,
  weight: 310.5,
  length: 120,
  width: 80,
  height: 140,
  volume: 2.688,
  loadingMetres: 0.8,
  goodsType: null,
  isStackable: false,
  ...overrides,
});

describe('package favourites', () => {
  it('saves a row as typed (comma decimals read), with its live volume and floor loading metres', () => {
    const row = newGoodsItem({
      packageType: 'pallet',
      noOfPackages: '2',
      weight: '310,5',
      length: '120',
      width: '80',
      height: '140',
      isReadOnly: true,
    });
    expect(favouriteOfRow('  Helpall ', row)).toEqual({
      name: 'Helpall',
      packageType: 'pallet',
      noOfPackages: 2,
      weight: 310.5,
      length: 120,
      width: 80,
      height: 140,
      volume: 2.688,
      loadingMetres: 0.8,
      isStackable: true,
    });
    // Nothing typed is nothing sent, not zero.
    expect(favouriteOfRow('Tom', newGoodsItem({ weight: '2' }))).toMatchObject({
      weight: 2,
      length: null,
      volume: null,
      loadingMetres: null,
    });
  });

  it('fills a row from a favourite in the language’s decimals, a pallet locked to its size', () => {
    const row = rowOfFavourite(favourite(), 'sv');
    expect(row).toMatchObject({ packageType: 'pallet', noOfPackages: '2', weight: '310,5', length: '120', width: '80', height: '140' });
    expect(row).toMatchObject({ isReadOnly: true, isStackable: false });
    expect(rowOfFavourite(favourite(), 'en').weight).toBe('310.5');
    const parcel = rowOfFavourite(favourite({ packageType: 'parcel', length: 30, width: 20, height: null }), 'sv');
    expect(parcel).toMatchObject({ packageType: 'parcel', length: '30', width: '20', height: '', isReadOnly: false });
  });

  it('fills the last row when nothing was typed into it, else adds a row', () => {
    const blank = newGoodsItem();
    expect(isBlankRow(blank)).toBe(true);
    const filled = withFavourite([blank], favourite(), 'sv');
    expect(filled).toHaveLength(1);
    expect(filled[0].id).toBe(blank.id);
    expect(filled[0].weight).toBe('310,5');

    const added = withFavourite(filled, favourite({ name: 'Kartong', packageType: 'parcel', weight: 2 }), 'sv');
    expect(added).toHaveLength(2);
    expect(added[0]).toBe(filled[0]);
    expect(added[1]).toMatchObject({ packageType: 'parcel', weight: '2' });
    expect(added[1].id).not.toBe(filled[0].id);
  });

  it.each([
    ['SE', '413 01', true],
    ['SE', '41301', true],
    ['SE', '4130', false],
    ['SE', '01301', false],
    ['NO', '0150', true],
    ['DK', '0150', false],
    ['FI', '00100', true],
    ['DE', '10115', false],
  ])('looks up %s %p only once it is complete: %p', (country, postcode, complete) => {
    expect(isCompletePostcode(country, postcode)).toBe(complete);
  });
});
