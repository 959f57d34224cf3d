import { GOODS_ITEM_LIMITS, PACKAGE_TYPES, PackageTypeCode } from '@freight/reference-data';

/**
 * A package favourite (spec section 3, "Package favourites have a name"): a named goods row a member saves in
 * step 1 and picks there again. The measures are the consignment goods item's, in its units and limits.
 */
export interface PackageFavourite {
  id: number;
  custId: number;
  name: string;
  packageType: PackageTypeCode;
  noOfPackages: number;
  /** kg for the whole row. */
  weight: number | null;
  /** cm. */
  length: number | null;
  width: number | null;
  height: number | null;
  /** m³. */
  volume: number | null;
  loadingMetres: number | null;
  goodsType: string | null;
  isStackable: boolean;
  createdAt: string;
}

/** A member keeps a short list to pick from, not a catalogue: the picker shows them all in one page. */
export const MAX_PACKAGE_FAVOURITES = 50;
export const PACKAGE_FAVOURITE_NAME_MAX_LENGTH = 40;

/** The consignment goods item's bounds (shipping's goods limits), so a favourite always prices. */
export const GOODS_LIMITS = {
  ...GOODS_ITEM_LIMITS,
  goodsTypeLength: 50,
} as const;

export const PACKAGE_TYPE_CODES = PACKAGE_TYPES.map((type) => type.code);

/** A pallet's length and width are the package type's, whatever was sent (spec section 9). */
export function withFixedSize<T extends { packageType: PackageTypeCode; length: number | null; width: number | null }>(goods: T): T {
  const type = PACKAGE_TYPES.find((t) => t.code === goods.packageType);
  return type?.fixedLength && type.fixedWidth ? { ...goods, length: type.fixedLength, width: type.fixedWidth } : goods;
}
