import { RequestContext, requestContext } from '../context/request-context';
import { completionParams, completionUpdate, IdempotencyLock } from './idempotency.store';

/** The Idempotency-Key a request's handler runs under; `answered` once the handler's own write stored the answer. */
export interface KeyedRun {
  readonly lock: IdempotencyLock;
  answered: boolean;
}

// By the request's context rather than an AsyncLocalStorage of its own: Node copies every storage's store
// onto every promise, and the request context already travels with the handler.
const runs = new WeakMap<RequestContext, KeyedRun>();

export const keyedRun = {
  /** Marks the current request as running under `run` (the interceptor, before it hands over to the handler). */
  begin(run: KeyedRun): void {
    const context = requestContext.current();
    if (context) runs.set(context, run);
  },
  current(): KeyedRun | undefined {
    const context = requestContext.current();
    return context && runs.get(context);
  },
};

/** A data-modifying CTE for the handler's write, and the call that tells the interceptor it applied. */
export interface AnswerAlong {
  cte: string;
  params: unknown[];
  /** Call once the statement carrying the CTE applied: the interceptor then stores nothing more. */
  stored(): void;
}

/**
 * For a handler that knows its answer before its one write (booking a single order: the answer only
 * names the new consignment number): the answer is stored for replays by that write's statement, so the
 * booking and its replayable answer commit together. This is Stripe's "atomic phase": a crash can no
 * longer leave a booking whose key still says in flight (its retry would run again and answer 409 instead
 * of replaying), and the request saves the interceptor's separate write.
 *
 * `status` and `body` must be exactly what the route answers. `firstParam` is the number of the CTE's first
 * parameter in that statement; `when` names one of its CTEs that yields a row exactly when the write
 * applies. Undefined when the request runs without a key. The CTE matches nothing when the key was taken
 * over after its lock timeout, as the interceptor's own write would.
 */
export function answerAlong(status: number, body: unknown, firstParam: number, when: string): AnswerAlong | undefined {
  const run = keyedRun.current();
  if (!run || run.answered) return undefined;
  return {
    cte: `idempotency_answer AS (${completionUpdate(firstParam, `EXISTS (SELECT 1 FROM ${when})`)})`,
    params: completionParams(run.lock, status, body),
    stored: () => {
      run.answered = true;
    },
  };
}
