import { Readable } from 'node:stream';
import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ApiFileResponse } from '@freight/runtime';
import { AdminOnly, type FastifyReply } from '@freight/kernel';
import { BILLING_ADMIN_TAG, BillingAdminOperation } from '../../../billing-admin.operation';
import { parsePeriod } from '../../../bills/domain/period';
import { sieExportPeriod } from '../../domain/sie-period';
import { ExportSieQuery } from './export-sie.handler';

/** GET /bill/admin/sie: SIE 4I of the period's invoices and payments (`from`, `to` required, within one year). */
@Controller('bill/admin')
@ApiTags(BILLING_ADMIN_TAG)
export class ExportSieHttpController {
  constructor(private readonly queries: QueryBus) {}

  @AdminOnly()
  @Get('sie')
  @BillingAdminOperation('sie')
  @ApiFileResponse(200, ['text/plain; charset=IBM437'], 'SIE 4I file (attachment)')
  async export(@Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    const { from, to } = sieExportPeriod(parsePeriod(query, {}));
    const file = await this.queries.execute<ExportSieQuery, Readable>(new ExportSieQuery(from, to));
    await reply
      .type('text/plain; charset=IBM437')
      .header('Content-Disposition', `attachment; filename="frakt-${from}-${to}.se"`)
      .send(file);
  }
}
