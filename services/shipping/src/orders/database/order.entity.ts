import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { CarrierState, Order } from '../domain/order';

/** One order of the send list (unbooked) or the booked list. Amounts in öre (bigint, read as text). */
@Entity({ name: 'orders' })
export class OrderEntity implements Order {
  /** Temporary (16 uppercase alphanumeric) until booked. */
  @PrimaryColumn({ name: 'order_no', type: 'text' }) orderNo!: string;
  @Column({ name: 'customer_id', type: 'integer' }) customerId!: number;
  @Column({ name: 'consignment_id', type: 'uuid' }) consignmentId!: string;
  @Column({ name: 'supplier_id', type: 'integer', nullable: true }) supplierId!: number | null;
  @Column({ name: 'price_supplier', type: 'integer', nullable: true }) priceSupplier!: number | null;
  @Column({ name: 'template_name', type: 'text', nullable: true }) templateName!: string | null;
  @Column({ name: 'consignee_type', type: 'text' }) consigneeType!: string;
  @Column({ name: 'calculated_price_ore', type: 'bigint', nullable: true }) calculatedPriceOre!: string | null;
  @Column({ name: 'calculated_currency', type: 'text', nullable: true }) calculatedCurrency!: string | null;
  @Column({ name: 'sender_order_ref', type: 'text', nullable: true }) senderOrderRef!: string | null;
  @Column({ name: 'date_booked', type: 'timestamptz', nullable: true }) dateBooked!: Date | null;
  @Column({ type: 'boolean', default: false }) printed!: boolean;
  @Column({ name: 'no_pickup', type: 'boolean', default: false }) noPickup!: boolean;
  @Column({ type: 'boolean', default: false }) insured!: boolean;
  @Column({ name: 'goods_value_ore', type: 'bigint', nullable: true }) goodsValueOre!: string | null;
  @Column({ name: 'insurance_price_ore', type: 'bigint', nullable: true }) insurancePriceOre!: string | null;
  /** The booking's estimated well-to-wheel CO2e in grams (issue 33); null before booking or when not estimated. */
  @Column({ name: 'co2e_grams', type: 'bigint', nullable: true, select: true, insert: false, update: false }) co2eGrams!: string | null;
  @Column({ name: 'status_category', type: 'text', nullable: true }) statusCategory!: string | null;
  @Column({ name: 'status_name', type: 'text', nullable: true }) statusName!: string | null;
  @Column({ name: 'status_updated', type: 'timestamptz', nullable: true }) statusUpdated!: Date | null;
  @Column({ name: 'date_printed', type: 'timestamptz', nullable: true }) datePrinted!: Date | null;
  @Column({ name: 'date_placed', type: 'timestamptz' }) datePlaced!: Date;
  /** The booking at its carrier: waiting, confirmed, refused or cancelled; null unbooked (and for bookings made before transmissions). */
  @Column({ name: 'carrier_state', type: 'text', nullable: true }) carrierState!: CarrierState | null;
  /** When its customer cancelled the booked order (PUT /order/cancel/). */
  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true }) cancelledAt!: Date | null;
  /** A send-list entry made from a booking its carrier refused: that booking's order, whose refusal it corrects. */
  @Column({ name: 'corrects_order_no', type: 'text', nullable: true }) correctsOrderNo!: string | null;
}
