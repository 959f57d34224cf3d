import type { Schema } from '../api/types';

export type Id = string | number;

type SessionSchema = Schema<'Session'>;

/**
 * The signed-in user as returned by POST /api/auth/signin, /demo and /sso, as the console keeps it (ids as
 * react-admin passes them; a session stored by an older console may lack expiresIn).
 * `id` equals `customerId`: it is what GET /api/customer/{id} takes.
 */
export type Session = Pick<SessionSchema, 'accessToken' | 'refreshToken' | 'demo' | 'testUser'> &
  Partial<Pick<SessionSchema, 'expiresIn' | 'role'>> & { id: Id; userId: Id; customerId: Id };

export type CompanyRole = SessionSchema['role'];
export const COMPANY_ROLES: readonly CompanyRole[] = ['viewer', 'booker', 'administrator'];

/** The user's company role; a session stored before roles belonged to its customer's sole user: the administrator. */
export const roleOf = (session: Session | null | undefined): CompanyRole => session?.role ?? 'administrator';

/** POST /api/auth/refreshtoken's tokens (a refresh may keep the refresh token). */
export type TokenPair = Pick<SessionSchema, 'accessToken'> & Partial<Pick<SessionSchema, 'refreshToken' | 'expiresIn'>>;

export type Viewer = 'anonymous' | 'member' | 'demo';

export const viewerOf = (session: Session | null | undefined): Viewer => (!session ? 'anonymous' : session.demo ? 'demo' : 'member');

const isId = (value: unknown): value is Id => (typeof value === 'string' && value.length > 0) || typeof value === 'number';

/** Accepts the server's session answer (or a decrypted stored one) and keeps only known fields. */
export const toSession = (value: unknown): Session | null => {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.accessToken !== 'string' || !v.accessToken) return null;
  if (typeof v.refreshToken !== 'string') return null;
  const customerId = isId(v.customerId) ? v.customerId : v.id;
  const id = isId(v.id) ? v.id : customerId;
  if (!isId(id) || !isId(customerId)) return null;
  return {
    id,
    customerId,
    userId: isId(v.userId) ? v.userId : id,
    accessToken: v.accessToken,
    refreshToken: v.refreshToken,
    expiresIn: typeof v.expiresIn === 'number' ? v.expiresIn : undefined,
    demo: v.demo === true,
    testUser: v.testUser === true,
    role: COMPANY_ROLES.includes(v.role as CompanyRole) ? (v.role as CompanyRole) : undefined,
  };
};
