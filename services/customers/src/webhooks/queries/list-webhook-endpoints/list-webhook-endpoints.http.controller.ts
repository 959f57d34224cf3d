import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { CustomerIdParam, parseListQuery, RequiresRole, setContentRange } from '@freight/kernel';
import { WEBHOOK_ENDPOINT_SCHEMA } from '../../webhooks.openapi';
import { Page, WebhookEndpointResponse } from '../../webhooks.response';
import { ListWebhookEndpointsQuery } from './list-webhook-endpoints.handler';

@Controller('customer')
export class ListWebhookEndpointsHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** The profile's endpoints (ra-data-simple-rest `range`, `sort` on createdAt); secrets are never listed. */
  @Get('webhooks/:customerId')
  @RequiresRole('administrator')
  @ApiOkResponse({ schema: arrayOf(WEBHOOK_ENDPOINT_SCHEMA), headers: CONTENT_RANGE_HEADER })
  async list(
    @CustomerIdParam('customerId') customerId: number,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<WebhookEndpointResponse[]> {
    const list = parseListQuery(query, {
      sortable: ['createdAt'] as const,
      defaultSort: { field: 'createdAt', order: 'DESC' },
      maxPageSize: 100,
    });
    const page = await this.queries.execute<ListWebhookEndpointsQuery, Page<WebhookEndpointResponse>>(
      new ListWebhookEndpointsQuery(customerId, list),
    );
    setContentRange(reply, 'webhooks', list.range, page.rows.length, page.total);
    return page.rows;
  }
}
