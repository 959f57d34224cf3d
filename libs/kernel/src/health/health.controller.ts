import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/decorators';
import { HealthRegistry } from './health.registry';

/**
 * `/api/health/live`: the process answers (liveness; never touches a dependency, so an outage restarts nothing).
 * `/api/health/ready`: it can serve: its database answers and it is not draining (readiness).
 * `/api/health`: readiness (same status code) with every check's detail; Kafka, consumers and upstreams show
 * as 'degraded: …' there and never make it 503.
 */
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthRegistry) {}

  @Public()
  @Get()
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await this.health.report();
    void reply.status(report.ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: report.status, checks: report.checks };
  }

  @Public()
  @Get('live')
  live(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'no-store');
    return { status: this.health.draining ? 'draining' : 'ok' };
  }

  @Public()
  @Get('ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await this.health.readiness();
    void reply.status(report.ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: report.status, checks: report.checks };
  }
}
