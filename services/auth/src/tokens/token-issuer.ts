import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { sign } from 'jsonwebtoken';
import {
  APP_CONFIG,
  AppConfig,
  AccessTokenClaims,
  ApiKeyPrincipal,
  CompanyRole,
  JWT_ALGORITHM,
  JWT_KEY_STORE,
  JwtKeyStore,
} from '@freight/kernel';

export interface AccessTokenSubject {
  userId: number;
  customerId: number;
  customerLevel: number;
  demo: boolean;
  testUser: boolean;
  role: CompanyRole;
}

export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

@Injectable()
export class TokenIssuer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JWT_KEY_STORE) private readonly keys: JwtKeyStore,
  ) {}

  get accessTokenTtlSeconds(): number {
    return this.config.jwt.accessTokenTtlSeconds;
  }

  accessToken(subject: AccessTokenSubject): string {
    return this.sign(this.claimsOf(subject), this.config.jwt.accessTokenTtlSeconds);
  }

  /** A token for an API key's call (exchanged for the key): the key's id and scopes ride along, for the guard behind. */
  apiKeyAccessToken(principal: ApiKeyPrincipal, ttlSeconds: number): string {
    const claims: AccessTokenClaims = { ...this.claimsOf(principal), akey: principal.apiKey.id, ascp: [...principal.apiKey.scopes] };
    return this.sign(claims, ttlSeconds);
  }

  private claimsOf(subject: AccessTokenSubject): AccessTokenClaims {
    const claims: AccessTokenClaims = {
      sub: String(subject.userId),
      cid: subject.customerId,
      lvl: subject.customerLevel,
      rol: subject.role,
    };
    if (subject.demo) claims.demo = true;
    if (subject.testUser) claims.tu = true;
    return claims;
  }

  private sign(claims: AccessTokenClaims, expiresIn: number): string {
    const { kid, key } = this.keys.signingKey();
    return sign(claims, key, {
      algorithm: JWT_ALGORITHM,
      keyid: kid,
      issuer: this.config.jwt.issuer,
      audience: this.config.jwt.audience,
      expiresIn,
      notBefore: 0,
    });
  }

  /** Opaque, 256 random bits; only its hash is stored. */
  refreshToken(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: hashRefreshToken(token) };
  }
}
