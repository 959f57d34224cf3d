import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '../errors/domain-error';
import { ActiveUsers } from './active-users';
import { API_KEY_SCOPE, ApiKeyPrincipal, ApiKeys, apiKeyOf, ApiKeyScope } from './api-keys';
import { DEMO_ALLOWED, IS_PUBLIC } from './decorators';
import { assertAdmin, Principal } from './principal';
import { ADMIN_ONLY, CompanyRole, REQUIRED_ROLE, requiredRole, roleAllows } from './roles';

/**
 * Global: every route needs a valid access token unless marked @Public(); demo sessions only reach @DemoAllowed() routes.
 * A token whose user no longer exists (or is deactivated) is refused like an invalid one, as ActiveUsers says. A company
 * user's role must reach the route's (@RequiresRole, else viewer for reads and booker for the rest: roles.ts), and an
 * @AdminOnly() route takes admins only (after the role, so a company user short of the role still hears ROLE_FORBIDDEN).
 */
export function createJwtAuthGuard(
  strategyName: string,
  reflector: Reflector,
  users: ActiveUsers = new ActiveUsers(),
  apiKeys: ApiKeys = new ApiKeys(),
  strategy?: { knownPrincipal(request: unknown): Principal | undefined },
): CanActivate {
  return new (jwtAuthGuardClass(strategyName))(reflector, users, apiKeys, strategy);
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

function jwtAuthGuardClass(strategyName: string) {
  @Injectable()
  class JwtAuthGuard extends AuthGuard(strategyName) {
    constructor(
      readonly reflector: Reflector,
      readonly users: ActiveUsers,
      readonly apiKeys: ApiKeys,
      readonly strategy?: { knownPrincipal(request: unknown): Principal | undefined },
    ) {
      super();
    }

    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const targets = [context.getHandler(), context.getClass()];
      if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
      const request = context.switchToHttp().getRequest<{ method: string; headers: Record<string, unknown>; user?: Principal }>();
      const key = apiKeyOf(request.headers.authorization);
      if (key) return this.keyMayCall(key, request, targets);
      // A token verified before (the strategy's cache, time rules applied again) needs none of passport's per-request
      // machinery, which was a measurable share of an authenticated read (bench profile, issue 30); any other goes through it.
      const known = this.strategy?.knownPrincipal(request);
      if (known) request.user = known;
      else await super.canActivate(context);
      const principal = context.switchToHttp().getRequest<{ user: Principal }>().user;
      if (!(await this.users.isActive(principal.userId))) throw new DomainError('unauthenticated', 'AUTH.INVALID_TOKEN');
      // A token the gateway exchanged for an API key keeps the key's scopes and limit behind the gateway.
      if (principal.apiKey) return this.keyPrincipalMayCall(principal as ApiKeyPrincipal, request, targets);
      if (principal.demo && !this.reflector.getAllAndOverride<boolean>(DEMO_ALLOWED, targets)) {
        throw new DomainError('forbidden', 'AUTH.DEMO_FORBIDDEN');
      }
      const needed = requiredRole(
        request.method,
        this.reflector.getAllAndOverride<CompanyRole | undefined>(REQUIRED_ROLE, targets),
        this.reflector.getAllAndOverride<string | undefined>(API_KEY_SCOPE, targets),
      );
      if (!roleAllows(principal, needed)) throw new DomainError('forbidden', 'AUTH.ROLE_FORBIDDEN');
      this.assertAdminWhereDeclared(principal, targets);
      return true;
    }

    private assertAdminWhereDeclared(principal: Principal, targets: Parameters<Reflector['getAllAndOverride']>[1]) {
      if (this.reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets)) assertAdmin(principal);
    }

    /** A key presented as it is (the all-in-one, or the auth service): its member from the directory. */
    private async keyMayCall(
      key: string,
      request: { method: string; user?: Principal },
      targets: Parameters<Reflector['getAllAndOverride']>[1],
    ) {
      const principal = await this.apiKeys.principal(key);
      if (!principal || !(await this.users.isActive(principal.userId))) throw new DomainError('unauthenticated', 'AUTH.INVALID_TOKEN');
      return this.keyPrincipalMayCall(principal, request, targets);
    }

    /**
     * An API key stands for its member within its scopes: a read (GET, HEAD) needs `read`, anything else the scope
     * the route names with @ApiKeyScope, and a route naming none is refused to keys. Each call counts against the
     * key's limit. Tenancy then applies to the key's customer exactly as to a session's.
     */
    private keyPrincipalMayCall(
      principal: ApiKeyPrincipal,
      request: { method: string; user?: Principal },
      targets: Parameters<Reflector['getAllAndOverride']>[1],
    ) {
      const retryAfterSeconds = this.apiKeys.take(principal.apiKey.id);
      if (retryAfterSeconds !== undefined) throw new DomainError('rate_limited', 'HTTP.RATE_LIMITED', { retryAfterSeconds });
      const named = this.reflector.getAllAndOverride<ApiKeyScope | 'none' | undefined>(API_KEY_SCOPE, targets);
      const needed = named ?? (SAFE_METHODS.has(request.method) ? 'read' : 'none');
      if (needed === 'none' || !principal.apiKey.scopes.includes(needed))
        throw new DomainError('forbidden', 'AUTH.FORBIDDEN', { reason: 'AUTH.KEY_SCOPE' });
      this.assertAdminWhereDeclared(principal, targets);
      request.user = principal;
      return true;
    }

    override handleRequest<T>(error: unknown, user: T, info: unknown, context: ExecutionContext): T {
      if (error || !user) {
        const hasToken = Boolean(context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers.authorization);
        throw new DomainError('unauthenticated', hasToken ? 'AUTH.INVALID_TOKEN' : 'AUTH.UNAUTHENTICATED');
      }
      return user;
    }
  }
  return JwtAuthGuard;
}
