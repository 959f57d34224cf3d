import { JwtPayload, verify, VerifyOptions } from 'jsonwebtoken';
import { AppConfig } from '../config/app-config';
import { JWT_ALGORITHM, JwtKeyStore } from './key-store';
import { AccessTokenClaims, Principal, principalFromClaims } from './principal';
import { VerifiedTokenCache } from './verified-token-cache';

/**
 * The verification rules every service and the gateway apply: one algorithm, our issuer and audience, known key ids.
 * VerifiedTokenCache re-applies the time rules (exp, nbf, clockTolerance) on every hit; a new time rule here needs its twin there.
 */
export function accessTokenVerifyOptions(config: AppConfig): VerifyOptions {
  return { algorithms: [JWT_ALGORITHM], issuer: config.jwt.issuer, audience: config.jwt.audience, clockTolerance: 5 };
}

export function keyIdOf(rawJwt: string): string | undefined {
  try {
    const header = JSON.parse(Buffer.from(rawJwt.split('.')[0], 'base64url').toString('utf8')) as { kid?: unknown };
    return typeof header.kid === 'string' ? header.kid : undefined;
  } catch {
    return undefined;
  }
}

// Keyed by the caller's own key store and configuration, which belong to one application: two apps in one
// process (tests, tools) never see each other's entries, and none outlives the app that made it.
const caches = new WeakMap<JwtKeyStore, WeakMap<AppConfig, VerifiedTokenCache>>();

function verifiedTokens(keys: JwtKeyStore, config: AppConfig): VerifiedTokenCache {
  let byConfig = caches.get(keys);
  if (!byConfig) caches.set(keys, (byConfig = new WeakMap()));
  let cache = byConfig.get(config);
  if (!cache) byConfig.set(config, (cache = new VerifiedTokenCache(accessTokenVerifyOptions(config).clockTolerance ?? 0)));
  return cache;
}

/** Returns the principal, or undefined for any token that must not be trusted. */
export function verifyAccessToken(rawJwt: string, keys: JwtKeyStore, config: AppConfig): Principal | undefined {
  const cache = verifiedTokens(keys, config);
  const cached = cache.get(rawJwt);
  if (cached) return cached;
  const key = keys.publicKey(keyIdOf(rawJwt));
  if (!key) return undefined;
  try {
    const claims = verify(rawJwt, key, accessTokenVerifyOptions(config)) as JwtPayload & AccessTokenClaims;
    const principal = principalFromClaims(claims);
    if (principal) cache.remember(rawJwt, principal, claims);
    return principal;
  } catch {
    return undefined;
  }
}
