import type { AppLogger, FastifyInstance, HealthRegistry } from '@freight/kernel';
/** Where Prometheus scrapes every process (each service, the gateway, the embedded whole); outside /api. */
export declare const METRICS_PATH = "/metrics";
/**
 * `/metrics` in Prometheus text, the HTTP series and one access log line per request (method, route, status,
 * duration, request id, customer id; never a body or a query string, which may carry personal data).
 */
export declare function registerMetrics(fastify: FastifyInstance, logger: AppLogger, health: () => HealthRegistry | undefined): void;
