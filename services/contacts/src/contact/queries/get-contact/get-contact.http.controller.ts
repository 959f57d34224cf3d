import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { parseContactId } from '../../application/contact-access';
import { CONTACT_SCHEMA } from '../../contact.openapi';
import type { ContactResponse } from '../../database/contact-rows';
import { GetContactQuery } from './get-contact.query';

/** GET /contact/{id}. Not for the demo (deny by default). */
@Controller('contact')
export class GetContactHttpController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id')
  @ApiOkResponse({ schema: CONTACT_SCHEMA })
  get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<ContactResponse> {
    return this.queries.execute(new GetContactQuery(principal, parseContactId(id)));
  }
}
