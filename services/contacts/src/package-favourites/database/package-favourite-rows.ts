import type { PackageTypeCode } from '@freight/reference-data';
import type { PackageFavourite } from '../domain/package-favourite';

/** Every column a read needs; numerics as float8 so the driver answers numbers, not strings. */
export const SELECT_COLUMNS = `id, cust_id, name, package_type, no_of_packages, weight::float8 AS weight, length::float8 AS length,
  width::float8 AS width, height::float8 AS height, volume::float8 AS volume, loading_metres::float8 AS loading_metres, goods_type,
  is_stackable, created_at`;

export interface PackageFavouriteRow {
  id: number;
  cust_id: number;
  name: string;
  package_type: string;
  no_of_packages: number;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  volume: number | null;
  loading_metres: number | null;
  goods_type: string | null;
  is_stackable: boolean;
  created_at: Date;
}

export const toPackageFavourite = (row: PackageFavouriteRow): PackageFavourite => ({
  id: row.id,
  custId: row.cust_id,
  name: row.name,
  packageType: row.package_type as PackageTypeCode,
  noOfPackages: row.no_of_packages,
  weight: row.weight,
  length: row.length,
  width: row.width,
  height: row.height,
  volume: row.volume,
  loadingMetres: row.loading_metres,
  goodsType: row.goods_type,
  isStackable: row.is_stackable,
  createdAt: row.created_at.toISOString(),
});
