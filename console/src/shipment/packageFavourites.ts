import type { Schema } from '../api/types';
import type { ApiClient } from '../dataProvider/apiClient';
import type { Id } from '../session/session';
import {
  FIXED_SIZES,
  floorLoadingMetres,
  isPackageType,
  newGoodsItem,
  parseNumber,
  volumeM3,
  withPackageType,
  type GoodsItemDraft,
} from './goods';

/**
 * Package favourites (spec 3 "Package favourites have a name", spec 8 "No package favourites"): goods rows a
 * member saved in step 1 under a name, to fill a row with again (/api/packagefavourite, not for the demo).
 */
export type PackageFavourite = Schema<'PackageFavourite'>;
export type PackageFavouriteForm = Schema<'PackageFavouriteForm'>;

/** The server's cap (and the picker's one page). */
export const MAX_PACKAGE_FAVOURITES = 50;
export const FAVOURITE_NAME_MAX_LENGTH = 40;

export interface PackageFavouritesApi {
  /** All of a customer's favourites, by name (one page: the server keeps at most 50). */
  getPackageFavourites(custId: Id): Promise<PackageFavourite[]>;
  createPackageFavourite(favourite: PackageFavouriteForm): Promise<PackageFavourite>;
  deletePackageFavourite(id: number): Promise<void>;
}

export const createPackageFavouritesApi = (api: ApiClient): PackageFavouritesApi => ({
  getPackageFavourites: (custId) => {
    const search = new URLSearchParams({ sort: JSON.stringify(['name', 'ASC']), range: JSON.stringify([0, MAX_PACKAGE_FAVOURITES - 1]) });
    return api.json(`/packagefavourite/customer/${encodeURIComponent(String(custId))}?${search}`);
  },
  createPackageFavourite: (favourite) => api.json('/packagefavourite', { method: 'POST', data: favourite }),
  deletePackageFavourite: async (id) => {
    await api.json(`/packagefavourite/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
  },
});

const finite = (value: number) => (Number.isFinite(value) ? value : null);
/** A number as the row's text field shows it: the language's decimal comma. */
const asText = (value: number | null, language: string) =>
  value === null ? '' : language === 'sv' ? String(value).replace('.', ',') : String(value);

/** A goods row as a favourite: what was typed, with the live volume and floor loading metres. */
export const favouriteOfRow = (name: string, item: GoodsItemDraft): PackageFavouriteForm => {
  const volume = volumeM3(item);
  const loading = floorLoadingMetres(item);
  return {
    name: name.trim(),
    packageType: item.packageType,
    noOfPackages: finite(parseNumber(item.noOfPackages)) ?? 1,
    weight: finite(parseNumber(item.weight)),
    length: finite(parseNumber(item.length)),
    width: finite(parseNumber(item.width)),
    height: finite(parseNumber(item.height)),
    volume: volume > 0 ? Math.round(volume * 1000) / 1000 : null,
    loadingMetres: loading > 0 ? Math.round(loading * 100) / 100 : null,
    isStackable: item.isStackable,
  };
};

/** A favourite as a goods row (a fresh id); a pallet's fixed size is locked as when chosen by hand. */
export const rowOfFavourite = (favourite: PackageFavourite, language: string, base: GoodsItemDraft = newGoodsItem()): GoodsItemDraft => {
  const packageType = isPackageType(favourite.packageType) ? favourite.packageType : base.packageType;
  const row: GoodsItemDraft = {
    ...base,
    noOfPackages: String(favourite.noOfPackages),
    weight: asText(favourite.weight, language),
    length: asText(favourite.length, language),
    width: asText(favourite.width, language),
    height: asText(favourite.height, language),
    isStackable: favourite.isStackable,
  };
  return FIXED_SIZES[packageType] ? withPackageType(row, packageType) : { ...row, packageType, isReadOnly: false };
};

/** A row nothing was typed into yet: picking a favourite fills it instead of adding another. */
export const isBlankRow = (item: GoodsItemDraft) =>
  [item.weight, item.length, item.width, item.height].every((value) => value.trim() === '');

/** Fills the last row when it is blank, else adds the favourite as a new row. */
export const withFavourite = (goods: readonly GoodsItemDraft[], favourite: PackageFavourite, language: string): GoodsItemDraft[] => {
  const last = goods[goods.length - 1];
  if (last && isBlankRow(last)) return [...goods.slice(0, -1), rowOfFavourite(favourite, language, last)];
  return [...goods, rowOfFavourite(favourite, language)];
};
