import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Shipping's copy of what it needs of a customer, kept from CustomerProfileChanged events. */
@Entity({ name: 'customer_profiles' })
export class CustomerProfileEntity {
  @PrimaryColumn({ name: 'customer_id', type: 'integer' }) customerId!: number;
  @Column({ name: 'price_list', type: 'integer' }) priceList!: number;
  @Column({ name: 'member_level', type: 'integer' }) memberLevel!: number;
  @Column({ name: 'customer_level', type: 'integer' }) customerLevel!: number;
  @Column({ type: 'jsonb' }) carriers!: { code: number; active: boolean }[];
  @Column({ name: 'consignee_type', type: 'text' }) consigneeType!: string;
  /** The customer's company; null when the customers service names none. */
  @Column({ name: 'comp_id', type: 'integer', nullable: true }) compId!: number | null;
  @Column({ name: 'show_all_booked', type: 'boolean', default: false }) showAllBooked!: boolean;
  /** Booking defaults (the customer's settings): insurance not offered, a goods value insured by default, no pickup. */
  @Column({ name: 'insurance_disabled', type: 'boolean', default: false }) insuranceDisabled!: boolean;
  @Column({ name: 'insurance_goods_value_ore', type: 'bigint', nullable: true }) insuranceGoodsValueOre!: string | null;
  @Column({ name: 'no_pickup', type: 'boolean', default: false }) noPickup!: boolean;
  /** When the customers service made the change this row reflects; an older event never overwrites it. */
  @Column({ name: 'changed_at', type: 'timestamptz' }) changedAt!: Date;
}
