import { COMPANY_ROLES, type CompanyRole } from '@freight/kernel';
import { bool, dateTime, int, namedSchema, nullable, objectOf, str } from '@freight/runtime';

/** A company's user as its administrator lists it: never a password hash or a token. */
export interface CompanyUserResponse {
  id: number;
  username: string;
  email: string | null;
  role: CompanyRole;
  active: boolean;
  createdAt: string;
  deactivatedAt: string | null;
}

export const COMPANY_USER_SCHEMA = namedSchema(
  'CompanyUser',
  objectOf<CompanyUserResponse>({
    id: int,
    username: str,
    email: nullable(str),
    role: { type: 'string', enum: [...COMPANY_ROLES] },
    active: bool,
    createdAt: dateTime,
    deactivatedAt: nullable(dateTime),
  }),
);

export interface UserRow {
  id: number;
  username: string;
  email: string | null;
  role: CompanyRole;
  active: boolean;
  created_at: Date;
  deactivated_at: Date | null;
}

export const USER_COLUMNS = 'id, username, email, role, active, created_at, deactivated_at';

export const toCompanyUserResponse = (row: UserRow): CompanyUserResponse => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  active: row.active,
  createdAt: new Date(row.created_at).toISOString(),
  deactivatedAt: row.deactivated_at ? new Date(row.deactivated_at).toISOString() : null,
});

/** What an invite answers: its id, to whom, which role and until when (never the link, which goes by mail only). */
export interface InviteResponse {
  id: string;
  email: string;
  role: CompanyRole;
  expiresAt: string;
}

export const INVITE_SCHEMA = namedSchema(
  'UserInvite',
  objectOf<InviteResponse>({ id: str, email: str, role: { type: 'string', enum: [...COMPANY_ROLES] }, expiresAt: dateTime }),
);
