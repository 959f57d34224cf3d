import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { CONTACT_SCHEMA, CREATE_CONTACT_BODY } from '../../contact.openapi';
import type { ContactResponse } from '../../database/contact-rows';
import { CreateContactCommand } from './create-contact.command';

/** POST /contact/ (spec section 7). Not for the demo (deny by default): it skips loading contacts. */
@Controller('contact')
export class CreateContactHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiBody({ schema: CREATE_CONTACT_BODY })
  @ApiOkResponse({ description: 'The new contact', schema: CONTACT_SCHEMA })
  create(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<ContactResponse> {
    return this.commands.execute(new CreateContactCommand(principal, body));
  }
}
