export type Id = string | number;

/**
 * The signed-in user as returned by POST /api/auth/signin, /demo and /sso.
 * `id` equals `customerId`: it is what GET /api/customer/{id} takes.
 */
export interface Session {
  id: Id;
  userId: Id;
  customerId: Id;
  accessToken: string;
  refreshToken: string;
  expiresIn?: number;
  demo: boolean;
  testUser: boolean;
}

export interface TokenPair {
  accessToken: string;
  refreshToken?: string;
  expiresIn?: number;
}

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
  };
};
