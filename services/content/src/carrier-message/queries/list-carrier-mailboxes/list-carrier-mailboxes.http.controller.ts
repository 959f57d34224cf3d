import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { arrayOf } from '@freight/runtime';
import { assertAdmin, CurrentPrincipal, Principal } from '@freight/kernel';
import { CARRIER_MAILBOX_SCHEMA, CarrierMailbox } from '../../carrier-message.openapi';
import { ListCarrierMailboxesQuery } from './list-carrier-mailboxes.query';

/** GET /email/carrier-mailboxes. Admin only. */
@Controller('email')
export class ListCarrierMailboxesHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** Admin: where each carrier's messages go. */
  @Get('carrier-mailboxes')
  @ApiOkResponse({ schema: arrayOf(CARRIER_MAILBOX_SCHEMA) })
  mailboxes(@CurrentPrincipal() principal: Principal): Promise<CarrierMailbox[]> {
    assertAdmin(principal);
    return this.queries.execute(new ListCarrierMailboxesQuery());
  }
}
