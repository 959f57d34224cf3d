import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { JwtPayload } from 'jsonwebtoken';
import { JwtFromRequestFunction, Strategy } from 'passport-jwt';
import { APP_CONFIG } from '../config/config.module';
import { AppConfig } from '../config/app-config';
import { JWT_ALGORITHM, JwtKeyStore } from './key-store';
import { accessTokenVerifyOptions, keyIdOf } from './verify-access-token';
import { AccessTokenClaims, Principal, principalFromClaims } from './principal';
import { VerifiedTokenCache } from './verified-token-cache';

export const JWT_KEY_STORE = Symbol('JWT_KEY_STORE');

let instances = 0;

/**
 * Passport keeps strategies in one process-wide registry by name, so each application gets its own
 * name: two apps in one process (tests, tools) must not verify with each other's keys.
 */
export function uniqueStrategyName(): string {
  instances += 1;
  return `frakt-jwt-${instances}`;
}

/** The strategy, plus the principal of a token it has already verified (what the guard asks before passport). */
export type JwtStrategyWithCache = Strategy & { knownPrincipal(request: unknown): Principal | undefined };

export function createJwtStrategy(name: string, config: AppConfig, keys: JwtKeyStore): JwtStrategyWithCache {
  return new (jwtStrategyClass(name))(config, keys);
}

/**
 * The access token a request presents (`Authorization: Bearer <token>`, the scheme in any case as RFC 7235
 * has it), or null. The gateway reads it the same way, so it never refuses a header a service accepts.
 */
export const bearerToken: JwtFromRequestFunction = (request) => {
  const header = (request as { headers?: Record<string, unknown> }).headers?.authorization;
  // Exactly the scheme and one compact JWS: "Bearer <t> junk" is not a bearer header.
  const match = typeof header === 'string' ? BEARER.exec(header) : null;
  return match ? match[1] : null;
};

const BEARER = /^[Bb][Ee][Aa][Rr][Ee][Rr] +([\w-]+\.[\w-]+\.[\w-]+)$/;

type AuthenticateArgs = Parameters<Strategy['authenticate']>;

function jwtStrategyClass(name: string) {
  @Injectable()
  class JwtStrategy extends PassportStrategy(Strategy, name) {
    // An ordinary property, not a #field: passport calls authenticate on an Object.create() copy of the strategy.
    // One cache per strategy, and so per application, like the strategy's name.
    private readonly verified: VerifiedTokenCache;

    constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(JWT_KEY_STORE) keys: JwtKeyStore) {
      const verifyOptions = accessTokenVerifyOptions(config);
      super({
        jwtFromRequest: bearerToken,
        // An unknown kid yields no key, so the token is refused; the allowlist shuts out alg:none and HS256-with-public-key.
        secretOrKeyProvider: (_req: unknown, rawJwt: string, done: (err: Error | null, key?: string | Buffer) => void) => {
          const key = keys.publicKey(keyIdOf(rawJwt));
          // passport-jwt's types say string | Buffer; jsonwebtoken takes the parsed KeyObject as well.
          return key ? done(null, key as unknown as string) : done(new Error('unknown key id'));
        },
        algorithms: [JWT_ALGORITHM],
        issuer: config.jwt.issuer,
        audience: config.jwt.audience,
        ignoreExpiration: false,
        // Same rules as verifyAccessToken (the gateway's check); the tests hold both to them.
        jsonWebTokenOptions: verifyOptions,
        // validate needs the raw token to remember it.
        passReqToCallback: true,
      });
      this.verified = new VerifiedTokenCache(verifyOptions.clockTolerance ?? 0);
    }

    /** The principal of a token that passed the full check before and is still within its lifetime, else undefined. */
    knownPrincipal(req: unknown): Principal | undefined {
      const token = bearerToken(req as Parameters<JwtFromRequestFunction>[0]);
      return token ? this.verified.get(token) : undefined;
    }

    // A token seen before skips passport-jwt's signature check; everything else (no token, unknown, expired) takes the full path.
    override authenticate(...[req, options]: AuthenticateArgs): void {
      const principal = this.knownPrincipal(req);
      if (principal) return this.success(principal);
      return super.authenticate(req, options);
    }

    validate(req: unknown, claims: AccessTokenClaims & JwtPayload): Principal | false {
      const principal = principalFromClaims(claims);
      if (!principal) return false;
      const token = bearerToken(req);
      if (token) this.verified.remember(token, principal, claims);
      return principal;
    }
  }
  return JwtStrategy;
}
