import { Column, Entity, PrimaryColumn } from 'typeorm';

export type IdempotencyStatus = 'in_flight' | 'complete';

/** One Idempotency-Key of one customer on one endpoint (`PUT /api/order/book`), kept 24 hours. */
@Entity({ name: 'idempotency_keys' })
export class IdempotencyEntity {
  @PrimaryColumn({ name: 'customer_id', type: 'integer' }) customerId!: number;
  /** Method and route pattern of the endpoint. */
  @PrimaryColumn({ type: 'text' }) scope!: string;
  @PrimaryColumn({ type: 'text' }) key!: string;
  @Column({ name: 'request_hash', type: 'text' }) requestHash!: string;
  @Column({ type: 'text' }) status!: IdempotencyStatus;
  /** Whose run holds the key: a run that lost it to a takeover must not overwrite the new owner's answer. */
  @Column({ name: 'lock_token', type: 'uuid' }) lockToken!: string;
  /** The process (IdempotencyStore lease) whose run holds the key; NULL for keys claimed before leases. */
  @Column({ type: 'uuid', nullable: true }) holder!: string | null;
  @Column({ name: 'response_status', type: 'integer', nullable: true }) responseStatus!: number | null;
  @Column({ name: 'response_body', type: 'json', nullable: true }) responseBody!: unknown;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'locked_at', type: 'timestamptz' }) lockedAt!: Date;
}
