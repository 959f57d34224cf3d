import { bool, dateTime, int, namedSchema, nullable, num, objectOf, str } from '@freight/runtime';
import {
  GOODS_LIMITS,
  MAX_PACKAGE_FAVOURITES,
  PACKAGE_FAVOURITE_NAME_MAX_LENGTH,
  PACKAGE_TYPE_CODES,
  PackageFavourite,
} from './domain/package-favourite';

const packageType = { type: 'string', enum: PACKAGE_TYPE_CODES } as const;

export const PACKAGE_FAVOURITE_SCHEMA = namedSchema(
  'PackageFavourite',
  objectOf<PackageFavourite>({
    id: int,
    custId: int,
    name: str,
    packageType,
    noOfPackages: int,
    weight: { ...nullable(num), description: 'kg for the whole row' },
    length: { ...nullable(num), description: 'cm' },
    width: { ...nullable(num), description: 'cm' },
    height: { ...nullable(num), description: 'cm' },
    volume: { ...nullable(num), description: 'm³' },
    loadingMetres: nullable(num),
    goodsType: nullable(str),
    isStackable: bool,
    createdAt: dateTime,
  }),
);

const measure = (limits: { min: number; max: number }, description: string) => ({
  type: 'number' as const,
  nullable: true,
  minimum: limits.min,
  maximum: limits.max,
  description,
});

export const CREATE_PACKAGE_FAVOURITE_BODY = namedSchema('PackageFavouriteForm', {
  type: 'object',
  description: `A goods row with a name (unique per customer, ignoring case; at most ${MAX_PACKAGE_FAVOURITES} per customer). Pallets get their fixed length and width.`,
  required: ['name'],
  properties: {
    name: { type: 'string', maxLength: PACKAGE_FAVOURITE_NAME_MAX_LENGTH },
    custId: { ...int, description: "Whose favourites: an admin's choice, a member's own" },
    packageType: { ...packageType, default: 'parcel' },
    noOfPackages: { ...int, minimum: GOODS_LIMITS.packages.min, maximum: GOODS_LIMITS.packages.max, default: 1 },
    weight: measure(GOODS_LIMITS.weightKg, 'kg for the whole row'),
    length: measure(GOODS_LIMITS.dimensionCm, 'cm'),
    width: measure(GOODS_LIMITS.dimensionCm, 'cm'),
    height: measure(GOODS_LIMITS.dimensionCm, 'cm'),
    volume: measure(GOODS_LIMITS.volumeM3, 'm³'),
    loadingMetres: measure(GOODS_LIMITS.loadingMetres, 'loading metres'),
    goodsType: { type: 'string', nullable: true, maxLength: GOODS_LIMITS.goodsTypeLength },
    isStackable: { ...bool, default: true },
  },
});
