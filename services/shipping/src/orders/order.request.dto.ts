import { CONSIGNEE_TYPES } from '@freight/reference-data';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsIn, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LIMITS } from '../consignments/consignment.request.dto';

const DECIMAL = /^\s*\d+(?:[.,]\d+)?\s*$/;
const decimal = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && DECIMAL.test(value) ? Number(value.replace(',', '.')) : value,
  );

/**
 * An order as the client sends it (spec section 3, Order). What the client may choose is checked; what the
 * server decides (price, currency, carrier, dates, status, numbers) is accepted when echoed back and ignored.
 */
export class OrderRequestDto {
  @IsOptional() @IsString() @MaxLength(100) senderOrderRef?: string;
  @IsOptional() @IsBoolean() noPickup?: boolean;
  @IsOptional() @IsBoolean() insured?: boolean;
  /** SEK, 1 000 to 1 000 000 (spec sections 5 and 9); mandatory when insured. */
  @decimal()
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(LIMITS.insuranceGoodsValue.min)
  @Max(LIMITS.insuranceGoodsValue.max)
  goodsValue?: number;
  @IsOptional() @IsIn(CONSIGNEE_TYPES) consigneeType?: 'company' | 'private';

  // Echoed back from an earlier answer; the server's own values win.
  @Allow() custId?: unknown;
  @Allow() supplierId?: unknown;
  @Allow() priceSupplier?: unknown;
  @Allow() consignmentNo?: unknown;
  @Allow() templateName?: unknown;
  @Allow() calculatedPrice?: unknown;
  @Allow() calculatedCurrency?: unknown;
  @Allow() dateBooked?: unknown;
  @Allow() printed?: unknown;
  @Allow() insurancePrice?: unknown;
  @Allow() statusCategory?: unknown;
  @Allow() statusName?: unknown;
  @Allow() statusUpdated?: unknown;
  @Allow() datePrinted?: unknown;
  @Allow() datePlaced?: unknown;
  @Allow() consignment?: unknown;
}
