import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { CustomerIdParam, parseListQuery, RequiresRole, setContentRange } from '@freight/kernel';
import { parseUuid } from '../../domain/webhook-endpoint';
import { WEBHOOK_DELIVERY_SCHEMA } from '../../webhooks.openapi';
import { Page, WebhookDeliveryResponse } from '../../webhooks.response';
import { ListWebhookDeliveriesQuery } from './list-webhook-deliveries.handler';

@Controller('customer')
export class ListWebhookDeliveriesHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** An endpoint's deliveries and their attempts, for the profile (ra-data-simple-rest `range`, `sort` on createdAt). */
  @Get('webhooks/:customerId/:endpointId/deliveries')
  @RequiresRole('administrator')
  @ApiOkResponse({ schema: arrayOf(WEBHOOK_DELIVERY_SCHEMA), headers: CONTENT_RANGE_HEADER })
  async list(
    @CustomerIdParam('customerId') customerId: number,
    @Param('endpointId') endpointId: string,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WebhookDeliveryResponse[]> {
    const list = parseListQuery(query, {
      sortable: ['createdAt'] as const,
      defaultSort: { field: 'createdAt', order: 'DESC' },
      maxPageSize: 100,
    });
    const page = await this.queries.execute<ListWebhookDeliveriesQuery, Page<WebhookDeliveryResponse>>(
      new ListWebhookDeliveriesQuery(customerId, parseUuid(endpointId), list),
    );
    setContentRange(reply, 'webhookdeliveries', list.range, page.rows.length, page.total);
    return page.rows;
  }
}
