import {
  BrokenCircuitError,
  bulkhead,
  BulkheadPolicy,
  BulkheadRejectedError,
  circuitBreaker,
  CircuitBreakerPolicy,
  CircuitState,
  ConsecutiveBreaker,
  handleWhen,
  TaskCancelledError,
  timeout,
  TimeoutPolicy,
  TimeoutStrategy,
} from 'cockatiel';
import { CarrierRefused, CarrierUnavailable } from './carrier-errors';
import { carrierMetrics } from './carrier.metrics';

export interface CarrierPolicySettings {
  callTimeoutMs: number;
  breakerFailures: number;
  breakerHalfOpenMs: number;
  concurrency: number;
}

export type BreakerState = 'closed' | 'half_open' | 'open';

const STATE_VALUE: Record<BreakerState, number> = { closed: 0, half_open: 1, open: 2 };

/**
 * What every call to one carrier goes through (cockatiel): a limit on calls in flight (as many again wait in
 * its queue; beyond that a call is tried again later), a circuit breaker that opens after consecutive
 * failures (time-outs, 5xx, broken connections; never a refusal, which is the carrier working) and lets a
 * trial call through after a while, and a time-out per call that aborts it. A 429's Retry-After pauses the
 * carrier: calls before then fail at once, without reaching it.
 */
export class CarrierPolicy {
  private readonly limit: BulkheadPolicy;
  private readonly breaker: CircuitBreakerPolicy;
  private readonly deadline: TimeoutPolicy;
  private pausedUntil = 0;

  constructor(
    readonly carrier: string,
    settings: CarrierPolicySettings,
    private readonly now: () => number = Date.now,
  ) {
    this.limit = bulkhead(settings.concurrency, settings.concurrency);
    this.breaker = circuitBreaker(
      handleWhen((e) => e instanceof CarrierUnavailable || e instanceof TaskCancelledError),
      { halfOpenAfter: settings.breakerHalfOpenMs, breaker: new ConsecutiveBreaker(settings.breakerFailures) },
    );
    // Not aborted on return: a call that returned has read its whole answer, and aborting the spent signal built an
    // AbortError (a DOMException with its stack) per carrier call, a few per cent of a booking's CPU in the bench.
    this.deadline = timeout(settings.callTimeoutMs, { strategy: TimeoutStrategy.Aggressive, abortOnReturn: false });
    carrierMetrics.breaker.set({ carrier }, 0);
    this.breaker.onStateChange(() => carrierMetrics.breaker.set({ carrier }, STATE_VALUE[this.state]));
  }

  get state(): BreakerState {
    const state = this.breaker.state;
    return state === CircuitState.Closed ? 'closed' : state === CircuitState.HalfOpen ? 'half_open' : 'open';
  }

  /** When a Retry-After pause ends (0: no pause). */
  get pausedUntilMs(): number {
    return this.pausedUntil;
  }

  /** Runs one call; every failure comes out as CarrierRefused or CarrierUnavailable, and is counted. */
  async run<T>(operation: string, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const labels = { carrier: this.carrier, operation };
    if (this.now() < this.pausedUntil) {
      carrierMetrics.requests.inc({ ...labels, outcome: 'rate_limited' });
      throw new CarrierUnavailable(this.carrier, 'rate_limited', false, 429, this.pausedUntil - this.now());
    }
    const started = process.hrtime.bigint();
    let reached = false;
    try {
      const result = await this.limit.execute(() =>
        this.breaker.execute(() =>
          this.deadline.execute(({ signal }) => {
            reached = true;
            return call(signal);
          }),
        ),
      );
      carrierMetrics.requests.inc({ ...labels, outcome: 'ok' });
      return result;
    } catch (error) {
      const failure = this.failureOf(error);
      if (failure instanceof CarrierUnavailable && failure.kind === 'rate_limited' && failure.retryAfterMs !== undefined) {
        this.pausedUntil = Math.max(this.pausedUntil, this.now() + failure.retryAfterMs);
      }
      carrierMetrics.requests.inc({ ...labels, outcome: failure instanceof CarrierRefused ? 'refused' : failure.kind });
      throw failure;
    } finally {
      if (reached) carrierMetrics.duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    }
  }

  private failureOf(error: unknown): CarrierRefused | CarrierUnavailable {
    if (error instanceof CarrierRefused || error instanceof CarrierUnavailable) return error;
    if (error instanceof BrokenCircuitError) return new CarrierUnavailable(this.carrier, 'breaker_open', false);
    if (error instanceof BulkheadRejectedError) return new CarrierUnavailable(this.carrier, 'rate_limited', false);
    if (error instanceof TaskCancelledError) return new CarrierUnavailable(this.carrier, 'timeout', true);
    return new CarrierUnavailable(this.carrier, 'network', true);
  }
}
