import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { PackageTypeCode } from '@freight/reference-data';
import { GOODS_LIMITS, PACKAGE_FAVOURITE_NAME_MAX_LENGTH, PACKAGE_TYPE_CODES } from '../../domain/package-favourite';

const DECIMAL = /^\s*\d+(?:[.,]\d+)?\s*$/;

/** Numbers typed into text inputs: "12,5" and "12.5" count as 12.5, as the consignment's goods do; other text stays text (and is refused). */
const decimal = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && DECIMAL.test(value) ? Number(value.replace(',', '.')) : value === '' ? undefined : value,
  );
const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** POST /packagefavourite: a goods row of step 1 with a name. */
export class CreatePackageFavouriteRequestDto {
  @trimmed() @IsDefined() @IsString() @IsNotEmpty() @MaxLength(PACKAGE_FAVOURITE_NAME_MAX_LENGTH) name!: string;
  @IsOptional() @IsInt() custId?: number;
  @IsOptional() @IsIn(PACKAGE_TYPE_CODES) packageType?: PackageTypeCode;
  @decimal() @IsOptional() @IsInt() @Min(GOODS_LIMITS.packages.min) @Max(GOODS_LIMITS.packages.max) noOfPackages?: number;
  @decimal() @IsOptional() @IsNumber() @Min(GOODS_LIMITS.weightKg.min) @Max(GOODS_LIMITS.weightKg.max) weight?: number;
  @decimal() @IsOptional() @IsNumber() @Min(GOODS_LIMITS.dimensionCm.min) @Max(GOODS_LIMITS.dimensionCm.max) length?: number;
  @decimal() @IsOptional() @IsNumber() @Min(GOODS_LIMITS.dimensionCm.min) @Max(GOODS_LIMITS.dimensionCm.max) width?: number;
  @decimal() @IsOptional() @IsNumber() @Min(GOODS_LIMITS.dimensionCm.min) @Max(GOODS_LIMITS.dimensionCm.max) height?: number;
  @decimal() @IsOptional() @IsNumber() @Min(GOODS_LIMITS.volumeM3.min) @Max(GOODS_LIMITS.volumeM3.max) volume?: number;
  @decimal() @IsOptional() @IsNumber() @Min(GOODS_LIMITS.loadingMetres.min) @Max(GOODS_LIMITS.loadingMetres.max) loadingMetres?: number;
  @trimmed() @IsOptional() @IsString() @MaxLength(GOODS_LIMITS.goodsTypeLength) goodsType?: string;
  @IsOptional() @IsBoolean() isStackable?: boolean;
}
