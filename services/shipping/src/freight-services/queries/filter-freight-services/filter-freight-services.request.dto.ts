import { CONSIGNEE_TYPES } from '@freight/reference-data';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsIn, IsInt, IsOptional, Min, ValidateBy, ValidateNested } from 'class-validator';
import { ConsignmentRequestDto } from '../../../consignments/consignment.request.dto';

/**
 * A carriers list entry: a carrier code, or the customer record's entry as GET /customer/{id} gives it
 * ({code, name, logoName, priceSupplier, active}); an entry with active false is not chosen.
 */
export type CarrierEntry = number | { code: number; active?: boolean; name?: string; logoName?: string; priceSupplier?: number };

const ENTRY_FIELDS = new Set(['code', 'active', 'name', 'logoName', 'priceSupplier']);

function isCarrierEntry(value: unknown): value is CarrierEntry {
  if (typeof value === 'number') return Number.isInteger(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entry = value as Record<string, unknown>;
  return (
    Object.keys(entry).every((k) => ENTRY_FIELDS.has(k)) &&
    Number.isInteger(entry.code) &&
    (entry.active === undefined || typeof entry.active === 'boolean') &&
    (entry.name === undefined || typeof entry.name === 'string') &&
    (entry.logoName === undefined || typeof entry.logoName === 'string') &&
    (entry.priceSupplier === undefined || Number.isInteger(entry.priceSupplier))
  );
}

const IsCarrierEntry = () => ValidateBy({ name: 'isCarrierEntry', validator: { validate: isCarrierEntry } }, { each: true });

/** POST /freightservice/filter/ (spec section 7). */
export class FilterFreightServicesRequestDto {
  @IsDefined() @ValidateNested() @Type(() => ConsignmentRequestDto) consignment!: ConsignmentRequestDto;
  /** Default: the consignment's, else company. */
  @IsOptional() @IsIn(CONSIGNEE_TYPES) consigneeType?: 'company' | 'private';
  /** The freight carrier's guarantee products are left out unless true. */
  @IsOptional() @IsBoolean() guaranteeService?: boolean;
  /** Default: the caller's customer; another customer's id answers 404 (an admin may name any). */
  @IsOptional() @IsInt() @Min(1) custId?: number;
  /** Accepted for the old client; the server's own record of the customer is what counts. */
  @IsOptional() @IsInt() @Min(0) memberLevel?: number;
  /** Narrows the customer's chosen carriers for this search; never widens them. */
  @IsOptional() @IsArray() @ArrayMaxSize(50) @IsCarrierEntry() carriers?: CarrierEntry[];
}

/** The carrier codes a carriers list chooses. */
export function chosenCarriers(entries: readonly CarrierEntry[]): number[] {
  return entries.flatMap((e) => (typeof e === 'number' ? [e] : e.active === false ? [] : [e.code]));
}
