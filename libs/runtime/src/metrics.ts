import type { AppLogger, FastifyInstance, HealthRegistry } from '@freight/kernel';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Metric, register } from 'prom-client';

/** Where Prometheus scrapes every process (each service, the gateway, the embedded whole); outside /api. */
export const METRICS_PATH = '/metrics';

function once<T extends Metric>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

let defaults = false;

const http = {
  requests: once(
    'frakt_http_requests_total',
    () =>
      new Counter({
        name: 'frakt_http_requests_total',
        help: 'HTTP requests answered, by route template and status',
        labelNames: ['method', 'route', 'status'],
      }),
  ),
  duration: once(
    'frakt_http_request_duration_seconds',
    () =>
      new Histogram({
        name: 'frakt_http_request_duration_seconds',
        help: 'HTTP request latency by route template',
        labelNames: ['method', 'route', 'status_class'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      }),
  ),
  inFlight: once(
    'frakt_http_requests_in_flight',
    () => new Gauge({ name: 'frakt_http_requests_in_flight', help: 'HTTP requests being answered' }),
  ),
  draining: once('frakt_draining', () => new Gauge({ name: 'frakt_draining', help: '1 once the process received SIGTERM and drains' })),
};

interface Principal {
  customerId?: number;
}

/**
 * `/metrics` in Prometheus text, the HTTP series and one access log line per request (method, route, status,
 * duration, request id, customer id; never a body or a query string, which may carry personal data).
 */
export function registerMetrics(fastify: FastifyInstance, logger: AppLogger, health: () => HealthRegistry | undefined): void {
  if (!defaults) {
    // Event-loop delay (nodejs_eventloop_lag_*), heap, GC, handles: prom-client's process series.
    collectDefaultMetrics();
    defaults = true;
  }
  const counted = new WeakSet<object>();
  const settle = (request: object) => {
    if (counted.delete(request)) http.inFlight.dec();
  };
  fastify.addHook('onRequest', (request, _reply, done) => {
    counted.add(request);
    http.inFlight.inc();
    done();
  });
  // A client that goes away before the answer gets no onResponse.
  fastify.addHook('onRequestAbort', (request, done) => {
    settle(request);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    settle(request);
    // The template, not the path: ids in paths would make a series per record. Unmatched paths share one.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return done();
    const status = reply.statusCode;
    const seconds = reply.elapsedTime / 1000;
    http.requests.inc({ method: request.method, route, status: String(status) });
    http.duration.observe({ method: request.method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    const customerId = (request as unknown as { user?: Principal }).user?.customerId;
    logger.info({ access: { method: request.method, route, status, ms: Math.round(reply.elapsedTime), customerId } }, 'request');
    done();
  });
  fastify.get(METRICS_PATH, async (_request, reply) => {
    http.draining.set(health()?.draining ? 1 : 0);
    void reply.header('content-type', register.contentType).header('cache-control', 'no-store');
    return register.metrics();
  });
}
