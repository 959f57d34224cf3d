import { Counter, Gauge, Histogram, Metric, register } from 'prom-client';

/** Carrier series in prom-client's process-wide registry (what /metrics serves); created once per process. */
function once<T extends Metric>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

/** A sampler the transmission store registers: pending transmissions and the oldest one's age per carrier. */
type PendingSampler = () => Promise<Array<{ carrier: string; pending: number; oldestSeconds: number }>>;
const samplers = new Set<PendingSampler>();
let sampling: Promise<void> | undefined;

function samplePending(): Promise<void> {
  return (sampling ??= (async () => {
    const seen = new Map<string, { pending: number; oldestSeconds: number }>();
    for (const sampler of samplers) {
      try {
        for (const row of await sampler()) {
          const known = seen.get(row.carrier) ?? { pending: 0, oldestSeconds: 0 };
          seen.set(row.carrier, { pending: known.pending + row.pending, oldestSeconds: Math.max(known.oldestSeconds, row.oldestSeconds) });
        }
      } catch {
        // The database is down: readiness says so; the series keep their last values.
      }
    }
    carrierMetrics.pending.reset();
    carrierMetrics.oldestAge.reset();
    for (const [carrier, row] of seen) {
      carrierMetrics.pending.set({ carrier }, row.pending);
      carrierMetrics.oldestAge.set({ carrier }, row.oldestSeconds);
    }
  })().finally(() => (sampling = undefined)));
}

export function trackPendingTransmissions(sampler: PendingSampler): () => void {
  samplers.add(sampler);
  return () => samplers.delete(sampler);
}

export const carrierMetrics = {
  requests: once(
    'frakt_carrier_requests_total',
    () =>
      new Counter({
        name: 'frakt_carrier_requests_total',
        help: 'Calls to carriers by carrier, operation (book, lookup, cancel) and outcome (ok, refused, timeout, rate_limited, server, network, auth, breaker_open, malformed)',
        labelNames: ['carrier', 'operation', 'outcome'],
      }),
  ),
  duration: once(
    'frakt_carrier_request_duration_seconds',
    () =>
      new Histogram({
        name: 'frakt_carrier_request_duration_seconds',
        help: 'Latency of calls to carriers (calls refused by the breaker or the limit excluded)',
        labelNames: ['carrier', 'operation'],
        buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30],
      }),
  ),
  breaker: once(
    'frakt_carrier_breaker_state',
    () =>
      new Gauge({
        name: 'frakt_carrier_breaker_state',
        help: "A carrier's circuit breaker: 0 closed, 1 half-open (a trial call), 2 open (calls fail fast)",
        labelNames: ['carrier'],
      }),
  ),
  pending: once(
    'frakt_carrier_transmissions_pending',
    () =>
      new Gauge({
        name: 'frakt_carrier_transmissions_pending',
        help: 'Bookings not yet confirmed or refused by their carrier',
        labelNames: ['carrier'],
        collect: samplePending,
      }),
  ),
  oldestAge: once(
    'frakt_carrier_transmission_oldest_age_seconds',
    () =>
      new Gauge({
        name: 'frakt_carrier_transmission_oldest_age_seconds',
        help: 'Age of the oldest booking still waiting for its carrier (0 when none)',
        labelNames: ['carrier'],
        collect: samplePending,
      }),
  ),
};
