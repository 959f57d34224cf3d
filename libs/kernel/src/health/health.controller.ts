import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/decorators';
import { HealthRegistry } from './health.registry';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthRegistry) {}

  @Public()
  @Get()
  async check(@Res({ passthrough: true }) reply: FastifyReply) {
    const report = await this.health.report();
    void reply.status(report.ready ? 200 : 503);
    return { status: report.ready ? 'ok' : 'starting', checks: report.checks };
  }
}
