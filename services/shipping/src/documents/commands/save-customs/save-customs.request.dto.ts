import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
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
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { isKnownCountry } from '@freight/reference-data';
import { CUSTOMS_LIMITS, EXPORT_REASONS, INCOTERMS, parseAmountOre } from '../../domain/customs-declaration';

const IsKnownCountry = () =>
  ValidateBy({ name: 'isKnownCountry', validator: { validate: (v: unknown) => typeof v === 'string' && isKnownCountry(v) } });
const IsAmount = () =>
  ValidateBy({ name: 'isAmount', validator: { validate: (v: unknown) => typeof v === 'string' && parseAmountOre(v) !== undefined } });

/** EORI: the country's two letters and up to 15 characters (SE5560000001); VAT numbers the same shape. */
const TRADER_ID = /^[A-Z]{2}[A-Z0-9]{1,15}$/;

export class TraderIdsRequestDto {
  @IsDefined() @IsString() @Matches(TRADER_ID) eori!: string;
  @IsDefined() @IsString() @Matches(TRADER_ID) vatNo!: string;
}

/**
 * The importer's ids: a company receiver has them, a private receiver has none (no EORI, no VAT number), so
 * each may be left out or empty here; the handler asks for them when the consignee is a company.
 */
export class ImporterIdsRequestDto {
  @IsOptional() @IsString() @ValidateIf((_, v) => v !== '') @Matches(TRADER_ID) eori?: string;
  @IsOptional() @IsString() @ValidateIf((_, v) => v !== '') @Matches(TRADER_ID) vatNo?: string;
}

export class CustomsLineRequestDto {
  @IsDefined() @IsString() @MaxLength(200) @Matches(/\S/) description!: string;
  @IsDefined() @IsInt() @Min(1) @Max(CUSTOMS_LIMITS.quantity) quantity!: number;
  /** kg, net of packaging. */
  @IsDefined() @IsNumber() @Min(0.001) @Max(CUSTOMS_LIMITS.netWeightKg) netWeight!: number;
  /** The line's total value in the declaration's currency, a decimal string ("1250.00"). */
  @IsDefined() @IsString() @IsAmount() value!: string;
  /** Harmonized System code: 6 digits internationally, up to 10 with national subdivisions. */
  @IsDefined() @IsString() @Matches(/^\d{6,10}$/) hsCode!: string;
  @IsDefined() @IsString() @IsKnownCountry() originCountry!: string;
}

/** PUT /consignment/customs/{id}: the whole customs document of a consignment, replacing what was saved. */
export class SaveCustomsRequestDto {
  @IsDefined() @IsIn(EXPORT_REASONS) reasonForExport!: (typeof EXPORT_REASONS)[number];
  @IsDefined() @IsIn(INCOTERMS) incoterms!: (typeof INCOTERMS)[number];
  @IsDefined() @IsString() @MaxLength(35) @Matches(/\S/) invoiceNo!: string;
  @IsDefined() @IsString() @Matches(/^\d{4}-\d{2}-\d{2}$/) invoiceDate!: string;
  @IsDefined() @IsString() @Matches(/^[A-Z]{3}$/) currency!: string;
  @IsDefined() @ValidateNested() @Type(() => TraderIdsRequestDto) exporter!: TraderIdsRequestDto;
  /** Optional as a whole and per id for a private receiver; required for a company receiver (checked by the handler). */
  @IsOptional() @ValidateNested() @Type(() => ImporterIdsRequestDto) importer?: ImporterIdsRequestDto;
  @IsDefined()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(CUSTOMS_LIMITS.lines)
  @ValidateNested({ each: true })
  @Type(() => CustomsLineRequestDto)
  lines!: CustomsLineRequestDto[];
}
