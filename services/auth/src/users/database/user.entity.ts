import type { CompanyRole } from '@freight/kernel';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { User } from '../domain/user';

@Entity({ name: 'users' })
export class UserEntity implements User {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'text', unique: true })
  username!: string;

  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash!: string | null;

  @Column({ name: 'customer_id', type: 'integer' })
  customerId!: number;

  @Column({ name: 'customer_level', type: 'integer' })
  customerLevel!: number;

  @Column({ type: 'boolean', default: false })
  demo!: boolean;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  /** The user's role in their company (the customer): roles.ts in the kernel. */
  @Column({ type: 'text', default: 'administrator' })
  role!: CompanyRole;

  /** Where invites and notices reach a colleague; null for the seeded and older users. */
  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ name: 'display_name', type: 'text', nullable: true })
  displayName!: string | null;

  @Column({ name: 'deactivated_at', type: 'timestamptz', nullable: true })
  deactivatedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
