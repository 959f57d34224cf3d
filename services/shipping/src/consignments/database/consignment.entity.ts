import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Consignment } from '../domain/consignment';
import type { ConsignmentDocument } from '../domain/consignment-document';

/** One consignment (the spec's server object) of one customer: the document, and what is searched on beside it. */
@Entity({ name: 'consignments' })
export class ConsignmentEntity implements Consignment {
  @PrimaryColumn({ type: 'uuid' }) id!: string;
  @Column({ name: 'customer_id', type: 'integer' }) customerId!: number;
  /** The carrier's number; null until booked. A booked consignment is never changed or deleted by its customer. */
  @Column({ name: 'consignment_no', type: 'text', nullable: true }) consignmentNo!: string | null;
  @Column({ name: 'template_name', type: 'text', nullable: true }) templateName!: string | null;
  /** Made only to be priced (POST /consignment/?temp=1). */
  @Column({ type: 'boolean', default: false }) temporary!: boolean;
  @Column({ type: 'jsonb' }) document!: ConsignmentDocument;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
