import fc from 'fast-check';
import { GoodsItemDraft, goodsTotals, loadingMetres, normalizeGoodsItem, packageWeightKg, volumeM3 } from './goods-rules';

describe(volumeM3.name, () => {
  it.each([
    ['one parcel 40 × 30 × 20', { length: 40, width: 30, height: 20 }, 0.024],
    ['three of them', { length: 40, width: 30, height: 20, noOfPackages: 3 }, 0.072],
    ['an EUR pallet 120 × 80 × 100', { length: 120, width: 80, height: 100 }, 0.96],
    ['a cubic metre', { length: 100, width: 100, height: 100 }, 1],
    ['decimal centimetres', { length: 10.5, width: 10, height: 10 }, 0.00105],
    ['no height', { length: 40, width: 30 }, 0],
    ['no dimensions', {}, 0],
  ])('%s is %p m³', (_case, item, expected) => {
    expect(volumeM3(item)).toBe(expected);
  });
});

describe(loadingMetres.name, () => {
  it.each([
    ['an EUR pallet 120 × 80', { length: 120, width: 80 }, 0.4],
    ['two EUR pallets', { length: 120, width: 80, noOfPackages: 2 }, 0.8],
    ['a half pallet 60 × 80', { length: 60, width: 80 }, 0.2],
    ['a full trailer width 240 × 100', { length: 100, width: 240 }, 1],
    ['a parcel 40 × 30', { length: 40, width: 30 }, 0.05],
    ['height does not count', { length: 120, width: 80, height: 250 }, 0.4],
    ['no width', { length: 120 }, 0],
  ])('%s is %p loading metres', (_case, item, expected) => {
    expect(loadingMetres(item)).toBe(expected);
  });
});

describe(normalizeGoodsItem.name, () => {
  it('defaults to one parcel, stackable', () => {
    expect(normalizeGoodsItem({ weight: 2 })).toEqual({ weight: 2, noOfPackages: 1, packageType: 'parcel', isStackable: true });
  });

  it.each<[string, GoodsItemDraft, { length: number; width: number }]>([
    [
      'an EUR pallet is 120 × 80 whatever was sent',
      { weight: 300, packageType: 'pallet', length: 200, width: 50, height: 100 },
      { length: 120, width: 80 },
    ],
    ['an EUR pallet without dimensions gets them', { weight: 300, packageType: 'pallet' }, { length: 120, width: 80 }],
    [
      'a half pallet is 60 × 80 whatever was sent',
      { weight: 150, packageType: 'halfpallet', length: 120, width: 120 },
      { length: 60, width: 80 },
    ],
  ])('%s', (_case, item, size) => {
    expect(normalizeGoodsItem(item)).toMatchObject(size);
  });

  it('derives volume and loading metres from the dimensions, replacing sent ones', () => {
    expect(normalizeGoodsItem({ weight: 600, noOfPackages: 2, packageType: 'pallet', height: 100, volume: 9, loadingMetres: 9 })).toEqual({
      weight: 600,
      noOfPackages: 2,
      packageType: 'pallet',
      length: 120,
      width: 80,
      height: 100,
      volume: 1.92,
      loadingMetres: 0.8,
      isStackable: false,
    });
  });

  it('keeps a sent volume and loading metres when they cannot be derived', () => {
    expect(normalizeGoodsItem({ weight: 80, packageType: 'unspecified', volume: 0.5, loadingMetres: 0.3 })).toMatchObject({
      volume: 0.5,
      loadingMetres: 0.3,
      isStackable: false,
    });
  });

  it('makes an item not stackable when loading metres exceed 0', () => {
    expect(normalizeGoodsItem({ weight: 10, packageType: 'pallet', isStackable: true }).isStackable).toBe(false);
    expect(normalizeGoodsItem({ weight: 10, length: 40, width: 30, loadingMetres: 0.2, isStackable: true }).isStackable).toBe(false);
    expect(normalizeGoodsItem({ weight: 10, loadingMetres: 0, isStackable: true }).isStackable).toBe(true);
    expect(normalizeGoodsItem({ weight: 10, isStackable: false }).isStackable).toBe(false);
  });

  it('keeps the id and other fields', () => {
    expect(normalizeGoodsItem({ id: 'AB12CD', weight: 1 }).id).toBe('AB12CD');
  });

  it('is idempotent', () => {
    const item = fc.record(
      {
        weight: fc.double({ min: 0.01, max: 5000, noNaN: true }),
        noOfPackages: fc.integer({ min: 1, max: 50 }),
        packageType: fc.constantFrom('unspecified', 'parcel', 'pallet', 'halfpallet') as fc.Arbitrary<GoodsItemDraft['packageType']>,
        length: fc.integer({ min: 1, max: 600 }),
        width: fc.integer({ min: 1, max: 240 }),
        height: fc.integer({ min: 1, max: 250 }),
        isStackable: fc.boolean(),
      },
      { requiredKeys: ['weight'] },
    );
    fc.assert(
      fc.property(item, (draft) => {
        const once = normalizeGoodsItem(draft);
        expect(normalizeGoodsItem(once)).toEqual(once);
      }),
    );
  });
});

describe(packageWeightKg.name, () => {
  it('shares the line weight over its packages', () => {
    expect(packageWeightKg({ weight: 600, noOfPackages: 2 })).toBe(300);
    expect(packageWeightKg({ weight: 5, noOfPackages: 1 })).toBe(5);
  });
});

describe('loading metres of stackable goods', () => {
  it('derives none for a stackable parcel, so it is charged by weight and volume', () => {
    const item = normalizeGoodsItem({ weight: 4.5, length: 40, width: 30, height: 20 });
    expect(item.loadingMetres).toBeUndefined();
    expect(item.isStackable).toBe(true);
  });

  it('derives them for goods marked not stackable', () => {
    expect(normalizeGoodsItem({ weight: 50, length: 120, width: 100, isStackable: false }).loadingMetres).toBe(0.5);
  });
});

describe(goodsTotals.name, () => {
  it('sums weight, volume, loading metres and packages', () => {
    const items = [
      normalizeGoodsItem({ weight: 600, noOfPackages: 2, packageType: 'pallet', height: 100 }),
      normalizeGoodsItem({ weight: 5.5, length: 40, width: 30, height: 20 }),
    ];
    expect(goodsTotals(items)).toEqual({ weightKg: 605.5, volumeM3: 1.944, loadingMetres: 0.8, packages: 3 });
  });

  it('is zero for no goods', () => {
    expect(goodsTotals([])).toEqual({ weightKg: 0, volumeM3: 0, loadingMetres: 0, packages: 0 });
  });
});
