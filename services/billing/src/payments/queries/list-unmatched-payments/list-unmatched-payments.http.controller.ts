import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { AdminOnly, parseListQuery, setContentRange, type FastifyReply } from '@freight/kernel';
import { BILLING_ADMIN_TAG, BillingAdminOperation } from '../../../billing-admin.operation';
import { UNMATCHED_PAYMENT_SCHEMA } from '../../payments.openapi';
import { ListUnmatchedPaymentsQuery, UnmatchedPayment } from './list-unmatched-payments.query';

/** GET /bill/admin/payments/unmatched: payments no bill's OCR reference matched, for review (`sort` on paidOn). */
@Controller('bill/admin')
@ApiTags(BILLING_ADMIN_TAG)
export class ListUnmatchedPaymentsHttpController {
  constructor(private readonly queries: QueryBus) {}

  @AdminOnly()
  @Get('payments/unmatched')
  @BillingAdminOperation('unmatched')
  @ApiOkResponse({ schema: arrayOf(UNMATCHED_PAYMENT_SCHEMA), headers: CONTENT_RANGE_HEADER })
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) reply: FastifyReply): Promise<UnmatchedPayment[]> {
    const list = parseListQuery(query, { sortable: ['paidOn'] as const, defaultSort: { field: 'paidOn', order: 'DESC' } });
    const { rows, total } = await this.queries.execute(new ListUnmatchedPaymentsQuery(list.sort.order, list.range));
    setContentRange(reply, 'payments', list.range, rows.length, total);
    return rows;
  }
}
