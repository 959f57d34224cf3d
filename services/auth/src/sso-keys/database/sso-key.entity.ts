import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A one-time sign-in key, stored as its SHA-256; used_at is set exactly once. */
@Entity({ name: 'sso_keys' })
export class SsoKeyEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id!: string;

  @Column({ name: 'key_hash', type: 'text', unique: true })
  keyHash!: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  /** The admin who issued it; null when it came from scripts/sso-key.mjs. */
  @Column({ name: 'issued_by', type: 'integer', nullable: true })
  issuedBy!: number | null;
}
