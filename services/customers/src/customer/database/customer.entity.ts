import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CarrierChoice } from '../domain/carrier-selection';

export type { CarrierChoice };

/** Amounts in öre. */
@Entity({ name: 'customers' })
export class CustomerEntity {
  @PrimaryColumn({ type: 'integer' }) id!: number;
  @Column({ name: 'comp_id', type: 'integer', nullable: true }) compId!: number | null;
  @Column({ name: 'integration_id', type: 'text', nullable: true }) integrationId!: string | null;
  @Column({ name: 'customer_level', type: 'integer' }) customerLevel!: number;
  @Column({ name: 'member_level', type: 'integer' }) memberLevel!: number;
  @Column({ name: 'first_name', type: 'text' }) firstName!: string;
  @Column({ name: 'last_name', type: 'text' }) lastName!: string;
  @Column({ type: 'text' }) email!: string;
  @Column({ type: 'text', nullable: true }) phone!: string | null;
  @Column({ type: 'text', nullable: true }) mobile!: string | null;
  @Column({ type: 'text', nullable: true }) company!: string | null;
  @Column({ name: 'org_no', type: 'text', nullable: true }) orgNo!: string | null;
  @Column({ type: 'text', nullable: true }) address!: string | null;
  @Column({ type: 'text', nullable: true }) address2!: string | null;
  @Column({ type: 'text', nullable: true }) postcode!: string | null;
  @Column({ type: 'text', nullable: true }) city!: string | null;
  @Column({ type: 'text', nullable: true }) state!: string | null;
  @Column({ type: 'text', default: 'SE' }) country!: string;
  @Column({ name: 'filter_contacts', type: 'boolean', default: false }) filterContacts!: boolean;
  @Column({ name: 'primary_contact_id', type: 'integer', nullable: true }) primaryContactId!: number | null;
  @Column({ name: 'archived_complaints', type: 'boolean', default: false }) archivedComplaints!: boolean;
  @Column({ name: 'show_all_booked', type: 'boolean', default: false }) showAllBooked!: boolean;
  @Column({ name: 'credit_limit_ore', type: 'bigint', default: 0 }) creditLimitOre!: string;
  @Column({ name: 'print_format', type: 'text', default: 'PDF' }) printFormat!: string;
  @Column({ name: 'price_list', type: 'integer', default: 1 }) priceList!: number;
  @Column({ name: 'module_message_read', type: 'boolean', default: false }) moduleMessageRead!: boolean;
  @Column({ type: 'jsonb', default: () => `'[]'` }) carriers!: CarrierChoice[];
  @Column({ name: 'credit_block', type: 'boolean', default: false }) creditBlock!: boolean;
  @Column({ name: 'insurance_disabled', type: 'boolean', default: false }) insuranceDisabled!: boolean;
  @Column({ name: 'insurance_goods_value_ore', type: 'bigint', nullable: true }) insuranceGoodsValueOre!: string | null;
  @Column({ name: 'no_pickup', type: 'boolean', default: false }) noPickup!: boolean;
  @Column({ name: 'consignee_type', type: 'text', default: 'company' }) consigneeType!: string;
  @Column({ name: 'agreement_numbers', type: 'jsonb', default: () => `'{}'` }) agreementNumbers!: Record<string, string>;
  @Column({ name: 'last_seen_at', type: 'timestamptz', nullable: true }) lastSeenAt!: Date | null;
}
