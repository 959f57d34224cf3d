import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { DomainError } from '../errors/domain-error';
import { ActiveUsers } from './active-users';
import { DEMO_ALLOWED, IS_PUBLIC } from './decorators';
import { Principal } from './principal';

/**
 * Global: every route needs a valid access token unless marked @Public(); demo sessions only reach @DemoAllowed() routes.
 * A token whose user no longer exists (or is deactivated) is refused like an invalid one, as ActiveUsers says.
 */
export function createJwtAuthGuard(strategyName: string, reflector: Reflector, users: ActiveUsers = new ActiveUsers()): CanActivate {
  return new (jwtAuthGuardClass(strategyName))(reflector, users);
}

function jwtAuthGuardClass(strategyName: string) {
  @Injectable()
  class JwtAuthGuard extends AuthGuard(strategyName) {
    constructor(
      readonly reflector: Reflector,
      readonly users: ActiveUsers,
    ) {
      super();
    }

    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const targets = [context.getHandler(), context.getClass()];
      if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
      await super.canActivate(context);
      const principal = context.switchToHttp().getRequest<{ user: Principal }>().user;
      if (!(await this.users.isActive(principal.userId))) throw new DomainError('unauthenticated', 'AUTH.INVALID_TOKEN');
      if (principal.demo && !this.reflector.getAllAndOverride<boolean>(DEMO_ALLOWED, targets)) {
        throw new DomainError('forbidden', 'AUTH.DEMO_FORBIDDEN');
      }
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
