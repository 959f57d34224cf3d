import { verify, VerifyOptions } from 'jsonwebtoken';
import { AppConfig } from '../config/app-config';
import { JWT_ALGORITHM, JwtKeyStore } from './key-store';
import { AccessTokenClaims, Principal, principalFromClaims } from './principal';

/** The verification rules every service and the gateway apply: one algorithm, our issuer and audience, known key ids. */
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

/** Returns the principal, or undefined for any token that must not be trusted. */
export function verifyAccessToken(rawJwt: string, keys: JwtKeyStore, config: AppConfig): Principal | undefined {
  const key = keys.publicKey(keyIdOf(rawJwt));
  if (!key) return undefined;
  try {
    return principalFromClaims(verify(rawJwt, key, accessTokenVerifyOptions(config)) as unknown as AccessTokenClaims);
  } catch {
    return undefined;
  }
}
