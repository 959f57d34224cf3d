import { DomainError } from '../errors/domain-error';
import { API_KEY_SCOPES, ApiKeyScope } from './api-key-format';
import { CompanyRole, isCompanyRole } from './company-roles';

/** Who is calling, as the access token says. */
export interface Principal {
  userId: number;
  customerId: number;
  customerLevel: number;
  demo: boolean;
  testUser: boolean;
  /** The user's role in their company (roles.ts); the guard checks it against the route's. */
  role: CompanyRole;
  /** Set when an API key calls, not a session: the key's id and what it may do (api-keys.ts). */
  apiKey?: { id: string; scopes: readonly ('read' | 'book')[] };
}

export const ADMIN_CUSTOMER_LEVEL = 1;

export const isAdmin = (principal: Principal): boolean => principal.customerLevel === ADMIN_CUSTOMER_LEVEL;

/** Back-office calls (invoice runs, credit limits, content, SSO keys) are for admins: anyone else gets 403. */
export function assertAdmin(principal: Principal): void {
  if (!isAdmin(principal)) throw new DomainError('forbidden', 'AUTH.FORBIDDEN');
}

/** The claims we put in an access token, beyond iss/aud/iat/exp/nbf. */
export interface AccessTokenClaims {
  sub: string;
  cid: number;
  lvl: number;
  demo?: boolean;
  tu?: boolean;
  /** The company role; a token without one (issued before roles) is its customer's own, sole user: administrator. */
  rol?: string;
  /** A token the auth service exchanged for an API key (distributed mode): the key's public id and its scopes. */
  akey?: string;
  ascp?: ApiKeyScope[];
}

const KEY_ID = /^[0-9a-f]{12}$/;

/** The key a token stands for, when it was exchanged for one; a malformed key claim makes the token invalid (null). */
function apiKeyFromClaims(claims: AccessTokenClaims): Principal['apiKey'] | null | undefined {
  if (claims.akey === undefined && claims.ascp === undefined) return undefined;
  const scopes = claims.ascp;
  if (typeof claims.akey !== 'string' || !KEY_ID.test(claims.akey) || !Array.isArray(scopes)) return null;
  if (!scopes.every((scope) => (API_KEY_SCOPES as readonly unknown[]).includes(scope))) return null;
  return { id: claims.akey, scopes: [...scopes] };
}

/** A token without an expiry would be valid for ever: refused, whatever else it says. */
export function principalFromClaims(claims: AccessTokenClaims & { exp?: unknown }): Principal | undefined {
  if (typeof claims.exp !== 'number' || !Number.isFinite(claims.exp)) return undefined;
  const userId = Number(claims.sub);
  if (!Number.isInteger(userId) || !Number.isInteger(claims.cid) || !Number.isInteger(claims.lvl)) return undefined;
  if (claims.rol !== undefined && !isCompanyRole(claims.rol)) return undefined;
  const role = claims.rol ?? 'administrator';
  const apiKey = apiKeyFromClaims(claims);
  if (apiKey === null) return undefined;
  const principal: Principal = {
    userId,
    customerId: claims.cid,
    customerLevel: claims.lvl,
    demo: claims.demo === true,
    testUser: claims.tu === true,
    role,
  };
  if (apiKey) principal.apiKey = apiKey;
  return principal;
}
