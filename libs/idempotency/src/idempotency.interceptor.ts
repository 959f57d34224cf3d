import { ArgumentsHost, CallHandler, Catch, ExceptionFilter, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, defer, from, map, mergeMap, Observable, of, throwError } from 'rxjs';
import { APP_LOGGER, AppLogger, DomainError, ErrorKind, negotiateLanguage, Principal, renderError, requestContext } from '@freight/kernel';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, parseIdempotencyKey, requestFingerprint } from './idempotency-key';
import { KeyedRun, keyedRun } from './answer-along';
import { IdempotencyLock, IdempotencyStore } from './idempotency.store';
import { idempotencyInProgress, idempotencyKeyReused } from './idempotency.errors';

export interface IdempotentOptions {
  /** How long a run may take before a retry may take its key over (default 60 s): longer than the handler's worst case. */
  lockTimeoutSeconds?: number;
}

export const IDEMPOTENT_METADATA = 'frakt:idempotent';

/**
 * Failures that the same request would meet again, so a retry gets the same answer (as Stripe
 * does); anything else (a 5xx, a limit, an outage) releases the key so the retry runs.
 */
const REPLAYED_ERROR_KINDS: ReadonlySet<ErrorKind> = new Set(['invalid', 'not_found', 'conflict', 'unprocessable']);

/** A stored answer on its way out; thrown so it leaves through the filter below, with its own status. */
export class IdempotentReplay extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('idempotent replay');
    this.name = 'IdempotentReplay';
  }
}

/**
 * Nest's router sets the route's status on whatever an interceptor returns, so a replayed 404 or
 * 201 could not keep its status on that path; an exception filter sends it untouched.
 */
@Catch(IdempotentReplay)
export class IdempotentReplayFilter implements ExceptionFilter {
  catch(replay: IdempotentReplay, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    void reply.status(replay.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true').send(replay.body);
  }
}

@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly reflector: Reflector,
    @Inject(APP_LOGGER) private readonly logger: AppLogger,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest & { user?: Principal }>();
    const reply = http.getResponse<FastifyReply>();
    let key: string | undefined;
    try {
      key = parseIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]);
    } catch (error) {
      return throwError(() => error);
    }
    // Without a caller there is no customer to scope the key to, and one key space shared by all
    // anonymous callers would hand one caller another's answer: such calls run as if keyless.
    if (key === undefined || !request.user) return next.handle();

    const options = this.reflector.get<IdempotentOptions | undefined>(IDEMPOTENT_METADATA, context.getHandler()) ?? {};
    const path = request.url.split('?')[0];
    const claim = {
      customerId: request.user.customerId,
      scope: `${request.method} ${request.routeOptions?.url ?? path}`,
      key,
      requestHash: requestFingerprint({ method: request.method, path, query: request.query, body: request.body }),
      lockTimeoutSeconds: options.lockTimeoutSeconds,
    };

    return from(this.store.begin(claim)).pipe(
      mergeMap((begun) => {
        switch (begun.outcome) {
          case 'replay':
            return throwError(() => new IdempotentReplay(begun.status, begun.body));
          case 'mismatch':
            return throwError(() => idempotencyKeyReused());
          case 'in_flight':
            return throwError(() => idempotencyInProgress());
          case 'acquired': {
            const run: KeyedRun = { lock: begun.lock, answered: false };
            keyedRun.begin(run);
            return next.handle().pipe(
              catchError((error: unknown) =>
                defer(() => this.settleFailure(begun.lock, error, request, path)).pipe(mergeMap(() => throwError(() => error))),
              ),
              mergeMap((value) =>
                run.answered
                  ? of(value)
                  : defer(() => this.settle(begun.lock, () => this.store.complete(begun.lock, reply.statusCode, value))).pipe(
                      map(() => value),
                    ),
              ),
            );
          }
        }
      }),
    );
  }

  private settleFailure(lock: IdempotencyLock, error: unknown, request: FastifyRequest, path: string): Promise<void> {
    if (error instanceof DomainError && REPLAYED_ERROR_KINDS.has(error.kind) && error.retryAfterSeconds === undefined) {
      const language = requestContext.current()?.language ?? negotiateLanguage(request.headers['accept-language']);
      // The very body the error filter is about to send for this error.
      const rendered = renderError(error, language, path);
      return this.settle(lock, () => this.store.complete(lock, rendered.status, rendered.body));
    }
    return this.settle(lock, () => this.store.release(lock));
  }

  /**
   * A failed write never turns the handler's answer into an error: the key stays in flight and is
   * taken over after the lock timeout (this process's lease is live), or sooner if the process dies.
   */
  private async settle(lock: IdempotencyLock, work: () => Promise<unknown>): Promise<void> {
    try {
      const held = await work();
      if (held === false)
        this.logger.warn(
          { scope: lock.scope, customerId: lock.customerId },
          'idempotency key was taken over before this run finished; its answer is not stored',
        );
    } catch (error) {
      this.logger.error({ err: error, scope: lock.scope, customerId: lock.customerId }, 'could not settle an idempotency key');
    }
  }
}
