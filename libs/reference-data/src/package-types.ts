/**
 * Package types of a goods item (spec section 3, "Goods item"). All types are
 * offered in the package-type select. Pallets have fixed EUR-pallet length and
 * width (spec section 9) that the user cannot edit.
 */

export type PackageTypeCode = 'unspecified' | 'parcel' | 'pallet' | 'halfpallet';

export interface PackageType {
  readonly code: PackageTypeCode;
  /** English name. */
  readonly name: string;
  /** Swedish name. */
  readonly nameSv: string;
  /** Whether the "stackable" option is shown for goods items of this type. */
  readonly stackableOptionShown: boolean;
  /** Fixed length in cm, for types with fixed dimensions. */
  readonly fixedLength?: number;
  /** Fixed width in cm, for types with fixed dimensions. */
  readonly fixedWidth?: number;
  /** Whether length and width are read-only (fixed by the type). */
  readonly readOnlyDimensions: boolean;
}

export const PACKAGE_TYPES: readonly PackageType[] = Object.freeze([
  Object.freeze({
    code: 'unspecified',
    name: 'Unspecified',
    nameSv: 'Ospecificerad',
    stackableOptionShown: true,
    readOnlyDimensions: false,
  }),
  Object.freeze({
    code: 'parcel',
    name: 'Parcel',
    nameSv: 'Paket',
    stackableOptionShown: false,
    readOnlyDimensions: false,
  }),
  Object.freeze({
    code: 'pallet',
    name: 'EUR pallet',
    nameSv: 'EUR-pall',
    stackableOptionShown: true,
    fixedLength: 120,
    fixedWidth: 80,
    readOnlyDimensions: true,
  }),
  Object.freeze({
    code: 'halfpallet',
    name: 'EUR half pallet',
    nameSv: 'EUR-halvpall',
    stackableOptionShown: true,
    fixedLength: 60,
    fixedWidth: 80,
    readOnlyDimensions: true,
  }),
] satisfies PackageType[]);

export const DEFAULT_PACKAGE_TYPE: PackageTypeCode = 'parcel';

export function findPackageType(code: string): PackageType | undefined {
  return PACKAGE_TYPES.find((t) => t.code === code);
}

export function isPackageTypeCode(code: string): code is PackageTypeCode {
  return findPackageType(code) !== undefined;
}

/**
 * A goods item's bounds, wherever one is written (a consignment's goods, a package favourite): a sane item never
 * reaches them; they bound the work a hostile body can cause, and a favourite within them always prices.
 */
export const GOODS_ITEM_LIMITS = {
  weightKg: { min: 0.01, max: 30_000 },
  dimensionCm: { min: 1, max: 1_500 },
  packages: { min: 1, max: 999 },
  volumeM3: { min: 0, max: 1_000 },
  loadingMetres: { min: 0, max: 100 },
} as const;
