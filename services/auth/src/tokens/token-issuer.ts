import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { sign } from 'jsonwebtoken';
import { APP_CONFIG, AppConfig, AccessTokenClaims, CompanyRole, JWT_ALGORITHM, JWT_KEY_STORE, JwtKeyStore } from '@freight/kernel';

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
    const { kid, key } = this.keys.signingKey();
    const claims: AccessTokenClaims = {
      sub: String(subject.userId),
      cid: subject.customerId,
      lvl: subject.customerLevel,
      rol: subject.role,
    };
    if (subject.demo) claims.demo = true;
    if (subject.testUser) claims.tu = true;
    return sign(claims, key, {
      algorithm: JWT_ALGORITHM,
      keyid: kid,
      issuer: this.config.jwt.issuer,
      audience: this.config.jwt.audience,
      expiresIn: this.config.jwt.accessTokenTtlSeconds,
      notBefore: 0,
    });
  }

  /** Opaque, 256 random bits; only its hash is stored. */
  refreshToken(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: hashRefreshToken(token) };
  }
}
