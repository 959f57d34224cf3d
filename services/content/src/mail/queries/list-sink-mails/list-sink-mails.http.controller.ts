import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, CONTENT_RANGE_HEADER } from '@freight/runtime';
import { CurrentPrincipal, FastifyReply, Principal, setContentRange } from '@freight/kernel';
import { SINK_MAIL_SCHEMA, SinkMail } from '../../mail.openapi';
import { ListSinkMailsQuery } from './list-sink-mails.query';

/** GET /email/sink. Not in production, nor when SMTP_URL sends for real. */
@Controller('email')
export class ListSinkMailsHttpController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * GET /email/sink: what the embedded SMTP sink caught, newest first, paged like every list; a member sees
   * the mails its own customer asked for, an admin all. Not in production, nor when SMTP_URL sends for real.
   */
  @Get('sink')
  @ApiOkResponse({
    description: 'The mails the SMTP sink caught, newest first',
    schema: arrayOf(SINK_MAIL_SCHEMA),
    headers: CONTENT_RANGE_HEADER,
  })
  async sink(
    @CurrentPrincipal() principal: Principal,
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SinkMail[]> {
    const { items, total, range } = await this.queries.execute(new ListSinkMailsQuery(principal, query));
    setContentRange(reply, 'sink', range, items.length, total);
    return items;
  }
}
