import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiSchema, ApiServiceUnavailableResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/decorators';
import { HealthRegistry, HealthStatus } from './health.registry';

const STATUSES: HealthStatus[] = ['ok', 'degraded', 'starting', 'draining', 'unavailable'];

@ApiSchema({ name: 'HealthReport' })
class HealthReportBody {
  @ApiProperty({ enum: STATUSES })
  status!: HealthStatus;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: "Each check's state: 'up', or what failed" })
  checks!: Record<string, string>;
}

@ApiSchema({ name: 'Liveness' })
class LivenessBody {
  @ApiProperty({ enum: ['ok', 'draining'] })
  status!: 'ok' | 'draining';
}

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
  @ApiOkResponse({ type: HealthReportBody })
  @ApiServiceUnavailableResponse({ type: HealthReportBody, description: 'Not ready' })
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await this.health.report();
    void reply.status(report.ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: report.status, checks: report.checks };
  }

  @Public()
  @Get('live')
  @ApiOkResponse({ type: LivenessBody })
  live(@Res({ passthrough: true }) reply: FastifyReply) {
    void reply.header('cache-control', 'no-store');
    return { status: this.health.draining ? 'draining' : 'ok' };
  }

  @Public()
  @Get('ready')
  @ApiOkResponse({ type: HealthReportBody })
  @ApiServiceUnavailableResponse({ type: HealthReportBody, description: 'Not ready' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await this.health.readiness();
    void reply.status(report.ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: report.status, checks: report.checks };
  }
}
