import type { CompanyRole } from '@freight/kernel/domain';

/** A login as other slices see it (sessions, SSO keys, password resets): the users slice's row, read-only. */
export interface User {
  readonly id: number;
  readonly username: string;
  readonly passwordHash: string | null;
  readonly customerId: number;
  readonly customerLevel: number;
  readonly demo: boolean;
  readonly active: boolean;
  readonly role: CompanyRole;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly deactivatedAt: Date | null;
  readonly createdAt: Date;
}
