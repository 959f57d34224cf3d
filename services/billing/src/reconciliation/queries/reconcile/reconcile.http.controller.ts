import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '@freight/kernel';
import { BILLING_ADMIN_TAG, BillingAdminOperation } from '../../../billing-admin.operation';
import { parsePeriod } from '../../../bills/domain/period';
import { RECONCILIATION_SCHEMA } from '../../reconciliation.openapi';
import { ReconcileQuery, ReconciliationReport } from './reconcile.handler';

/** GET /bill/admin/reconciliation: booked orders against bill order lines, what is missing on either side and what differs. */
@Controller('bill/admin')
@ApiTags(BILLING_ADMIN_TAG)
export class ReconcileHttpController {
  constructor(private readonly queries: QueryBus) {}

  @AdminOnly()
  @Get('reconciliation')
  @BillingAdminOperation('reconciliation')
  @ApiOkResponse({ schema: RECONCILIATION_SCHEMA })
  reconcile(@Query() query: Record<string, unknown>): Promise<ReconciliationReport> {
    return this.queries.execute(new ReconcileQuery(parsePeriod(query, {})));
  }
}
