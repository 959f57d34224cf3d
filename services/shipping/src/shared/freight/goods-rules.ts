import { DEFAULT_PACKAGE_TYPE, findPackageType } from '@freight/reference-data';
import type { GoodsItemInput, PackageTypeCode } from './freight.types';

/**
 * The goods-item rules of spec sections 3, 4 and 9. A goods item is one line of the consignment:
 * `noOfPackages` packages of one `packageType`; `length`, `width`, `height` (cm) are per package,
 * `weight` (kg), `volume` (m³) and `loadingMetres` are the line's totals.
 */

/** A goods item as a client may send it: count and package type may be left out (spec defaults). */
export type GoodsItemDraft = Omit<GoodsItemInput, 'noOfPackages' | 'packageType'> & {
  noOfPackages?: number;
  packageType?: PackageTypeCode;
};

type Dimensions = Pick<GoodsItemInput, 'length' | 'width' | 'height'> & { noOfPackages?: number };

/** Spec default package count. */
export const DEFAULT_PACKAGE_COUNT = 1;

/** Floor metres of a trailer 2.4 m wide: loading metres = floor area (m²) / 2.4. */
export const TRAILER_WIDTH_M = 2.4;

/** Derived volumes and loading metres keep six decimals (1 cm³ of volume); beyond that is float noise. */
const DERIVED_DECIMALS = 6;

const DERIVED_SCALE = 10 ** DERIVED_DECIMALS;

function roundDerived(value: number): number {
  return Math.round(value * DERIVED_SCALE) / DERIVED_SCALE;
}

function positive(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

function countOf(item: { noOfPackages?: number }): number {
  return item.noOfPackages ?? DEFAULT_PACKAGE_COUNT;
}

/**
 * Volume in m³: length/100 × width/100 × height/100 × package count (spec section 9).
 * 0 when a dimension is missing. Six decimals.
 */
export function volumeM3(item: Dimensions): number {
  const { length, width, height } = item;
  if (!positive(length) || !positive(width) || !positive(height)) return 0;
  return roundDerived(((length * width * height) / 1_000_000) * countOf(item));
}

/**
 * Loading metres: width/100 × length/100 / 2.4 × package count (spec section 9). Height does not
 * count. 0 when length or width is missing. Six decimals: one EUR pallet is exactly 0.4.
 */
export function loadingMetres(item: Dimensions): number {
  const { length, width } = item;
  if (!positive(length) || !positive(width)) return 0;
  return roundDerived(((length * width) / 10_000 / TRAILER_WIDTH_M) * countOf(item));
}

/**
 * The item the rules make of what the client sent (spec sections 3 and 4):
 * - defaults: package count 1, package type parcel, stackable;
 * - EUR pallet 120 × 80 and half pallet 60 × 80: the type's fixed length and width replace whatever was
 *   sent (they are read-only in the form);
 * - volume is derived when length, width and height are all known; a derived value replaces a sent one,
 *   a sent one is kept when it cannot be derived;
 * - loading metres are derived only for goods that take floor space of their own: pallets, half pallets
 *   and anything marked not stackable. Carriers charge parcels and stackable goods by weight and volume;
 *   deriving floor space for a 40 × 30 cm parcel would bill it as a pallet place;
 * - not stackable when loading metres exceed 0.
 * Only the fields of GoodsItemInput are kept. Idempotent: normalising a normalised item changes nothing.
 */
export function normalizeGoodsItem(item: GoodsItemDraft): GoodsItemInput {
  const packageType = item.packageType ?? DEFAULT_PACKAGE_TYPE;
  const type = findPackageType(packageType);
  const noOfPackages = item.noOfPackages ?? DEFAULT_PACKAGE_COUNT;
  const length = type?.fixedLength ?? item.length;
  const width = type?.fixedWidth ?? item.width;
  const sized = { length, width, height: item.height, noOfPackages };
  const volume = volumeM3(sized) || item.volume;
  const takesFloor = type?.fixedLength !== undefined || item.isStackable === false;
  const ldm = (takesFloor ? loadingMetres(sized) : 0) || item.loadingMetres;
  // One object shape for every item, absent fields left out (quotes normalise many items: keep it cheap).
  const normalized: GoodsItemInput = {
    noOfPackages,
    weight: item.weight,
    packageType,
    isStackable: (ldm ?? 0) > 0 ? false : (item.isStackable ?? true),
  };
  if (item.id !== undefined) normalized.id = item.id;
  if (length !== undefined) normalized.length = length;
  if (width !== undefined) normalized.width = width;
  if (item.height !== undefined) normalized.height = item.height;
  if (volume !== undefined) normalized.volume = volume;
  if (ldm !== undefined) normalized.loadingMetres = ldm;
  return normalized;
}

/** Weight of one package of the item (kg): the line's weight shared evenly over its packages. */
export function packageWeightKg(item: Pick<GoodsItemInput, 'weight' | 'noOfPackages'>): number {
  return item.noOfPackages > 0 ? item.weight / item.noOfPackages : item.weight;
}

/** Totals of normalised items: actual weight (kg), volume (m³), loading metres and packages. */
export function goodsTotals(items: readonly GoodsItemInput[]): {
  weightKg: number;
  volumeM3: number;
  loadingMetres: number;
  packages: number;
} {
  let weightKg = 0;
  let volume = 0;
  let ldm = 0;
  let packages = 0;
  for (const item of items) {
    weightKg += item.weight;
    volume += item.volume ?? 0;
    ldm += item.loadingMetres ?? 0;
    packages += item.noOfPackages;
  }
  return { weightKg: roundDerived(weightKg), volumeM3: roundDerived(volume), loadingMetres: roundDerived(ldm), packages };
}
