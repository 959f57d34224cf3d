import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { catchError, concatMap, from, map, Observable } from 'rxjs';
import { Principal } from '../auth/principal';
import { requestContext } from '../context/request-context';
import { APP_LOGGER, AppLogger } from '../logging/logger';
import { actionName, changeSummary, targetIdsOf } from './audit-summary';
import { AUDIT_ACTION, auditRoleOf, AuditTrail, NO_AUDIT } from './audit-trail';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every state-changing call that succeeded, by a signed-in member or an API key, becomes an audit entry once
 * its handler (and so its transaction) is done: recorded before the answer goes out, so a client that saw
 * success finds the entry on its way to the trail. Calls without a principal (public routes) record nothing here.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly trail: AuditTrail,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: Principal }>();
    const targets = [context.getHandler(), context.getClass()];
    if (!STATE_CHANGING.has(request.method) || this.reflector.getAllAndOverride<boolean>(NO_AUDIT, targets)) return next.handle();
    const action =
      this.reflector.getAllAndOverride<string>(AUDIT_ACTION, targets) ?? actionName(context.getClass().name, context.getHandler().name);
    return next.handle().pipe(
      concatMap((response) => {
        const principal = request.user;
        if (!principal || !this.trail.ready) return [response];
        return from(
          this.trail.record({
            actor: {
              userId: principal.userId,
              customerId: principal.customerId,
              apiKeyId: principal.apiKey?.id,
              clientAddress: request.ip,
              role: auditRoleOf(principal),
            },
            action,
            outcome: 'success',
            targetIds: targetIdsOf(request.params as Record<string, unknown>, response, request.body),
            summary: changeSummary(request.body),
            requestId: requestContext.current()?.requestId ?? String(request.id),
            occurredAt: new Date(),
            route: `${request.method} ${request.routeOptions.url ?? ''}`,
          }),
        ).pipe(
          map(() => response),
          // The call's change is committed: a 500 now would have the client repeat it. The lost entry is logged (no data).
          catchError((error: unknown) => {
            this.logger.error({ action, reason: (error as Error).message }, 'audit entry not recorded');
            return [response];
          }),
        );
      }),
    );
  }
}
