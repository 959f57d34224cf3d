import { RequestContext, requestContext } from '@freight/kernel';
import { answersParam, answersUpdate, IdempotencyLock } from './idempotency.store';

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

/** A request's answer on its way into its handler's write (see answerToStore). */
export interface PendingAnswer {
  readonly lock: IdempotencyLock;
  readonly status: number;
  readonly body: unknown;
  /** Call once the write carrying the answer applied: the interceptor then stores nothing more. */
  stored(): void;
}

/**
 * For a handler that knows its answer before its one write (booking a single order: the answer only
 * names the new consignment number): the answer, to be stored for replays by that write's statement
 * (answersAlong), so the booking and its replayable answer commit together. This is Stripe's "atomic
 * phase": a crash can no longer leave a booking whose key still says in flight (its retry would run again
 * and answer 409 instead of replaying), and the request saves the interceptor's separate write.
 *
 * Taken in the request's own context, where its key is known; `status` and `body` must be exactly what the
 * route answers. Undefined when the request runs without a key.
 */
export function answerToStore(status: number, body: unknown): PendingAnswer | undefined {
  const run = keyedRun.current();
  if (!run || run.answered) return undefined;
  return {
    lock: run.lock,
    status,
    body,
    stored: () => {
      run.answered = true;
    },
  };
}

/**
 * A data-modifying CTE storing the answers of a statement's writes, each only if its write applied: the
 * statement writes for several requests, answers[i] is the (i+1)th one's (undefined: no key), and `applied`
 * names one of its CTEs whose column `n` yields the numbers of the writes that applied. `firstParam` is the
 * number of the CTE's parameter in that statement. Undefined when no request has an answer to store.
 * An answer whose key was taken over after its lock timeout matches nothing, as the interceptor's own write
 * would.
 */
export function answersAlong(
  answers: ReadonlyArray<PendingAnswer | undefined>,
  firstParam: number,
  applied: string,
): { cte: string; params: unknown[] } | undefined {
  const given = answers.flatMap((answer, i) => (answer ? [{ n: i + 1, lock: answer.lock, status: answer.status, body: answer.body }] : []));
  if (!given.length) return undefined;
  return { cte: `idempotency_answer AS (${answersUpdate(firstParam, applied)})`, params: [answersParam(given)] };
}
