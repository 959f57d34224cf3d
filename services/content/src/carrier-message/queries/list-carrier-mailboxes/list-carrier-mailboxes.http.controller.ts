import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf } from '@freight/runtime';
import { AdminOnly } from '@freight/kernel';
import { CARRIER_MAILBOX_SCHEMA, CarrierMailbox } from '../../carrier-message.openapi';
import { ListCarrierMailboxesQuery } from './list-carrier-mailboxes.query';

/** GET /email/carrier-mailboxes. Admin only. */
@Controller('email')
export class ListCarrierMailboxesHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** Admin: where each carrier's messages go. */
  @AdminOnly()
  @Get('carrier-mailboxes')
  @ApiOkResponse({ schema: arrayOf(CARRIER_MAILBOX_SCHEMA) })
  mailboxes(): Promise<CarrierMailbox[]> {
    return this.queries.execute(new ListCarrierMailboxesQuery());
  }
}
