import { formatNumber } from '../format/money';

/**
 * Goods items of step 1 (spec 3 "Goods item", 4 rules, 9 constants): package types, the fixed
 * pallet sizes, live volume and loading metres, and the number format of the screens.
 */

export const PACKAGE_TYPES = ['unspecified', 'parcel', 'pallet', 'halfpallet'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const DEFAULT_PACKAGE_TYPE: PackageType = 'parcel';

/** Spec 3: whether the stackable option is shown for a package type. */
export const STACKABLE_SHOWN: Record<PackageType, boolean> = {
  unspecified: true,
  parcel: false,
  pallet: true,
  halfpallet: true,
};

/** Spec 4 and 9: pallet 120 × 80, half pallet 60 × 80 (cm), read-only. */
export const FIXED_SIZES: Partial<Record<PackageType, { length: number; width: number }>> = {
  pallet: { length: 120, width: 80 },
  halfpallet: { length: 60, width: 80 },
};

export const isPackageType = (value: unknown): value is PackageType =>
  typeof value === 'string' && (PACKAGE_TYPES as readonly string[]).includes(value);

/** One goods row as the form holds it: numbers as typed (strings), flags as booleans. */
export interface GoodsItemDraft {
  id: string;
  noOfPackages: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  packageType: PackageType;
  isStackable: boolean;
  isReadOnly: boolean;
  /** What the goods are ("Blommor", "Reservdelar"): the spec's goodsType, free text, optional. */
  goodsType?: string;
}

const CODE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Spec 9: random codes are uppercase alphanumeric; goods item ids have length 6. */
export const randomCode = (length = 6, random: () => number = Math.random) =>
  Array.from({ length }, () => CODE_CHARS[Math.floor(random() * CODE_CHARS.length)]).join('');

/** A new goods row with the spec's defaults: parcel, one package, stackable. */
export const newGoodsItem = (overrides: Partial<GoodsItemDraft> = {}): GoodsItemDraft => ({
  id: randomCode(6),
  noOfPackages: '1',
  weight: '',
  length: '',
  width: '',
  height: '',
  packageType: DEFAULT_PACKAGE_TYPE,
  isStackable: true,
  isReadOnly: false,
  ...overrides,
});

/**
 * Changes the package type: pallet and half pallet fill and lock length and width; leaving them
 * unlocks the fields (the values stay for the user to edit). Parcel has no stackable option.
 */
export const withPackageType = (item: GoodsItemDraft, packageType: PackageType): GoodsItemDraft => {
  const fixed = FIXED_SIZES[packageType];
  if (fixed) {
    return {
      ...item,
      packageType,
      length: String(fixed.length),
      width: String(fixed.width),
      isReadOnly: true,
    };
  }
  return {
    ...item,
    packageType,
    isReadOnly: false,
    isStackable: STACKABLE_SHOWN[packageType] ? item.isStackable : true,
  };
};

/** Reads a typed number: digits with an optional dot or comma decimal part. NaN otherwise. */
export const parseNumber = (value: string | number | undefined | null): number => {
  if (typeof value === 'number') return value;
  const text = (value ?? '').trim().replace(/\s/g, '');
  if (!/^-?\d+([.,]\d+)?$/.test(text)) return Number.NaN;
  return Number(text.replace(',', '.'));
};

const orZero = (value: number) => (Number.isFinite(value) ? value : 0);

interface Dimensions {
  noOfPackages: string | number;
  length: string | number;
  width: string | number;
  height?: string | number;
}

/** Spec 9: volume (m³) = length/100 × width/100 × height/100 × package count. */
export const volumeM3 = (item: Dimensions) =>
  orZero(
    (parseNumber(item.length) / 100) *
      (parseNumber(item.width) / 100) *
      (parseNumber(item.height ?? '') / 100) *
      parseNumber(item.noOfPackages),
  );

/** Spec 9: loading metres = width/100 × length/100 / 2.4 × package count. */
export const loadingMetres = (item: Dimensions) =>
  orZero((((parseNumber(item.width) / 100) * (parseNumber(item.length) / 100)) / 2.4) * parseNumber(item.noOfPackages));

/**
 * Spec 4: goods that take floor space (a pallet's fixed size, or not stackable) are charged by
 * loading metres, and goods with loading metres are not stackable. The server applies the same
 * rule; here it keeps the checkbox and the figures from promising what the price will not assume.
 */
export const takesFloor = (item: Pick<GoodsItemDraft, 'packageType' | 'isStackable'>) =>
  FIXED_SIZES[item.packageType] !== undefined || !item.isStackable;

/** The loading metres the consignment is charged by: 0 for stackable goods off the floor. */
export const floorLoadingMetres = (item: Dimensions & Pick<GoodsItemDraft, 'packageType' | 'isStackable'>) =>
  takesFloor(item) ? loadingMetres(item) : 0;

/** Stackable as the server will read it: false once the goods have loading metres. */
export const effectiveStackable = (item: Dimensions & Pick<GoodsItemDraft, 'packageType' | 'isStackable'>) =>
  floorLoadingMetres(item) > 0 ? false : item.isStackable;

/**
 * The heaviest single parcel any parcel product carries (the express networks' 70 kg); heavier
 * goods go as pallets or unspecified goods ("Max vikt för paket", spec 8).
 */
export const MAX_PARCEL_WEIGHT_KG = 70;

/**
 * Weight per package of a row: what the member types ("Vikt per kolli", as the guide and the labels mean it;
 * issue 29). The API's goodsItem.weight stays the row's total, which pricing, the waybill, the labels and the
 * carrier requests all share out per package: rowWeight and weightPerPackage convert at the console's edge.
 */
export const packageWeight = (item: Pick<GoodsItemDraft, 'weight'>) => parseNumber(item.weight);

const grams = (kg: number) => Math.round(kg * 1000) / 1000;

/** The row's total weight (kg) as the API carries it: weight per package × packages, to the gram. */
export const rowWeight = (item: Pick<GoodsItemDraft, 'weight' | 'noOfPackages'>) => {
  const count = parseNumber(item.noOfPackages);
  const weight = parseNumber(item.weight);
  return Number.isFinite(count) && count > 0 ? grams(weight * count) : weight;
};

/** The weight per package of a row the API sent (its total over its packages), to the gram. */
export const weightPerPackage = (total: number, packages: number) => (packages > 0 ? grams(total / packages) : total);

/** Spec 9: two decimals in the language's separators (the console's one number formatter). */
export const formatDecimal = (value: number, language: string) => formatNumber(value, language, 2);

/** Sum of a calculation over every row. */
export const totalOf = <T extends Dimensions>(items: readonly T[], measure: (item: T) => number) =>
  items.reduce((sum, item) => sum + measure(item), 0);
