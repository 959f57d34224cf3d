import { CONSIGNEE_TYPES, GOODS_ITEM_LIMITS, isKnownCountry, PACKAGE_TYPES } from '@freight/reference-data';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  ValidationOptions,
} from 'class-validator';

/**
 * The spec's consignment server object (section 3) as the price and filter calls take it. The client
 * echoes back everything the server gave it, so every field of the spec's shape is declared (optional,
 * bounded) and accepted; a field outside that shape is refused as unknown (the kernel's pipe runs with
 * whitelist + forbidNonWhitelisted). Only what pricing needs is read: parts' countries and postcodes,
 * the goods, the product and its options, insurance.
 */

/** Limits: a sane consignment never reaches them; they bound the work a hostile body can cause. */
export const LIMITS = {
  ...GOODS_ITEM_LIMITS,
  goodsItems: 99,
  parts: 6,
  serviceOptions: 20,
  /** SEK, spec section 9. */
  insuranceGoodsValue: { min: 1_000, max: 1_000_000 },
} as const;

import { PART_ROLES, type PartRole } from './domain/part-roles';
import type {
  AddressFields,
  CommunicationFields,
  ConsignmentErrorEcho,
  ConsignmentRequest,
  DeliveryFields,
  GoodsItemFields,
  NotifiedValue,
  PartFields,
  PickupFields,
  ReferenceFields,
  ServiceOptionFields,
  TermsOfDeliveryFields,
  TransportProductFields,
} from './domain/consignment-request';

export { PART_ROLES, type PartRole };

const DECIMAL = /^\s*[+-]?\d+(?:[.,]\d+)?\s*$/;

/** The old client sends numbers from text inputs: "12,5" and "12.5" count as 12.5; other text stays text (and is refused). */
const decimal = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && DECIMAL.test(value) ? Number(value.replace(',', '.')) : value,
  );

const upperTrimmed = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value));

export function IsKnownCountry(options?: ValidationOptions) {
  return ValidateBy(
    { name: 'isKnownCountry', validator: { validate: (value: unknown) => typeof value === 'string' && isKnownCountry(value) } },
    options,
  );
}

/** Ids the old server gave out as numbers or text (orderNo, consignmentId, address id). */
export function IsStringOrNumber(maxLength = 64, options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isStringOrNumber',
      validator: {
        validate: (value: unknown) =>
          (typeof value === 'string' && value.length <= maxLength) || (typeof value === 'number' && Number.isFinite(value)),
      },
    },
    options,
  );
}

const Text = (max = 100) => [IsOptional(), IsString(), MaxLength(max)];
const TextList = (items = 10, max = 200) => [
  IsOptional(),
  IsArray(),
  ArrayMaxSize(items),
  IsString({ each: true }),
  MaxLength(max, { each: true }),
];

function apply(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((d) => d(target, key));
}

export class AddressRequestDto implements AddressFields {
  @IsOptional() @IsStringOrNumber() id?: string | number;
  @apply(...Text()) name?: string;
  /** The spec's "address lines, list of 2". */
  @apply(...TextList(2, 100)) addressLine?: string[];
  @IsOptional() @IsString() @MaxLength(12) @Matches(/^[A-Za-z0-9 -]*$/) postcode?: string;
  @apply(...Text()) city?: string;
  @apply(...Text(50)) state?: string;
  /** Default SE. */
  @upperTrimmed() @IsOptional() @IsKnownCountry() countrycode?: string;
}

export class ReferenceRequestDto implements ReferenceFields {
  @apply(...Text()) reference?: string;
  @apply(...Text(50)) customerNo?: string;
}

export class NotifiedValueRequestDto implements NotifiedValue {
  @apply(...Text(254)) value?: string;
  @IsOptional() @IsBoolean() notify?: boolean;
}

export class CommunicationRequestDto implements CommunicationFields {
  @apply(...Text()) contactPerson?: string;
  @apply(...Text(40)) phone?: string;
  @IsOptional() @ValidateNested() @Type(() => NotifiedValueRequestDto) mobile?: NotifiedValueRequestDto;
  @IsOptional() @ValidateNested() @Type(() => NotifiedValueRequestDto) email?: NotifiedValueRequestDto;
}

export class PartRequestDto implements PartFields {
  /** When absent, the position says it: part 0 is the consignor, part 1 the consignee. */
  @IsOptional() @IsIn(PART_ROLES) role?: PartRole;
  @IsOptional() @ValidateNested() @Type(() => AddressRequestDto) address?: AddressRequestDto;
  @IsOptional() @ValidateNested() @Type(() => ReferenceRequestDto) reference?: ReferenceRequestDto;
  @IsOptional() @ValidateNested() @Type(() => CommunicationRequestDto) communication?: CommunicationRequestDto;
}

export class GoodsItemRequestDto implements GoodsItemFields {
  @apply(...Text(40)) id?: string;
  @decimal() @IsOptional() @IsInt() @Min(LIMITS.packages.min) @Max(LIMITS.packages.max) noOfPackages?: number;
  /** kg for the whole goods item. */
  @decimal() @IsDefined() @IsNumber() @Min(LIMITS.weightKg.min) @Max(LIMITS.weightKg.max) weight!: number;
  @decimal() @IsOptional() @IsNumber() @Min(LIMITS.volumeM3.min) @Max(LIMITS.volumeM3.max) volume?: number;
  @decimal() @IsOptional() @IsNumber() @Min(LIMITS.dimensionCm.min) @Max(LIMITS.dimensionCm.max) length?: number;
  @decimal() @IsOptional() @IsNumber() @Min(LIMITS.dimensionCm.min) @Max(LIMITS.dimensionCm.max) width?: number;
  @decimal() @IsOptional() @IsNumber() @Min(LIMITS.dimensionCm.min) @Max(LIMITS.dimensionCm.max) height?: number;
  @decimal() @IsOptional() @IsNumber() @Min(LIMITS.loadingMetres.min) @Max(LIMITS.loadingMetres.max) loadingMetres?: number;
  /** Default parcel. */
  @IsOptional() @IsIn(PACKAGE_TYPES.map((t) => t.code)) packageType?: string;
  @apply(...Text(50)) goodsType?: string;
  @apply(...Text(50)) tag?: string;
  @IsOptional() @IsBoolean() isStackable?: boolean;
  @IsOptional() @IsBoolean() isReadOnly?: boolean;
}

export class DeliveryRequestDto implements DeliveryFields {
  @apply(...TextList()) instruction?: string[];
}

export class PickupRequestDto implements PickupFields {
  @apply(...Text(40)) date?: string;
  @apply(...Text(40)) earliest?: string;
  @apply(...Text(40)) latest?: string;
  @apply(...TextList()) instruction?: string[];
}

export class TodRequestDto implements TermsOfDeliveryFields {
  @apply(...Text(20)) combiterm?: string;
  @upperTrimmed() @IsOptional() @IsKnownCountry() countrycode?: string;
  @apply(...Text()) location?: string;
  @apply(...Text(200)) notes?: string;
}

export class ServiceOptionRequestDto implements ServiceOptionFields {
  /** The option's type as the product lists it (GET /freightservice/{templateName} → serviceOptions[].type). */
  @IsDefined() @IsString() @MaxLength(40) type!: string;
  @IsOptional() @IsStringOrNumber(254) value?: string | number;
  /** Echoed from the option: ignored. */
  @apply(...Text(40)) format?: string;
  @IsOptional() @IsInt() id?: number;
  @apply(...Text()) name?: string;
}

export class TransportProductRequestDto implements TransportProductFields {
  /** The product's code (FreightService.code); the consignment's templateName names it too. */
  @apply(...Text(40)) code?: string;
  @IsOptional() @ValidateNested() @Type(() => DeliveryRequestDto) delivery?: DeliveryRequestDto;
  @IsOptional() @ValidateNested() @Type(() => PickupRequestDto) pickup?: PickupRequestDto;
  @IsOptional() @ValidateNested() @Type(() => TodRequestDto) tod?: TodRequestDto;
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIMITS.serviceOptions)
  @ValidateNested({ each: true })
  @Type(() => ServiceOptionRequestDto)
  serviceOption?: ServiceOptionRequestDto[];
}

export class ConsignmentErrorEchoDto implements ConsignmentErrorEcho {
  @apply(...Text(80)) code?: string;
  @apply(...Text(500)) description?: string;
}

export class ConsignmentRequestDto implements ConsignmentRequest {
  @IsOptional() @IsStringOrNumber() orderNo?: string | number;
  @IsOptional() @IsStringOrNumber() consignmentId?: string | number;
  @IsOptional() @IsStringOrNumber() consignmentNo?: string | number;
  @apply(...Text(80)) templateName?: string;
  @IsOptional() @ValidateNested() @Type(() => TransportProductRequestDto) transportProduct?: TransportProductRequestDto;
  /** Checked beyond the shape when mapped: a consignor and a consignee, each with a postcode. */
  @IsOptional() @IsArray() @ArrayMaxSize(LIMITS.parts) @ValidateNested({ each: true }) @Type(() => PartRequestDto) part?: PartRequestDto[];
  /** At least one, checked when mapped (so a consignment missing both parts and goods hears of both). */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(LIMITS.goodsItems)
  @ValidateNested({ each: true })
  @Type(() => GoodsItemRequestDto)
  goodsItem?: GoodsItemRequestDto[];
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => ConsignmentErrorEchoDto)
  errors?: ConsignmentErrorEchoDto[];

  // Shipment template fields (spec section 3) the client keeps on the consignment.
  @apply(...Text(80)) owner?: string;
  @apply(...Text(100)) senderOrderRef?: string;
  /** Insurance is chosen with insured: true, or by giving a goods value (unless insuranceDisabled). */
  @IsOptional() @IsBoolean() insured?: boolean;
  @IsOptional() @IsBoolean() insuranceDisabled?: boolean;
  /** SEK, 1 000 to 1 000 000 (spec sections 5 and 9). */
  @decimal()
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(LIMITS.insuranceGoodsValue.min)
  @Max(LIMITS.insuranceGoodsValue.max)
  insuranceGoodsValue?: number;
  /** Drop-off: the goods are left at the carrier and no pickup is booked; only for products with noPickupTemplateExists. */
  @IsOptional() @IsBoolean() noPickup?: boolean;
  /** Not in the server object (orders carry it); default company. */
  @IsOptional() @IsIn(CONSIGNEE_TYPES) consigneeType?: 'company' | 'private';
}
