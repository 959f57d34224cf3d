import { Body, Controller, HttpCode, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { CONTACT_SCHEMA, UPDATE_CONTACT_BODY } from '../../contact.openapi';
import type { ContactResponse } from '../../database/contact-rows';
import { UpdateContactCommand } from './update-contact.command';

/** PUT /contact/. Not for the demo (deny by default). */
@Controller('contact')
export class UpdateContactHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** The whole form with its id; a field left out keeps its value. */
  @Put()
  @HttpCode(200)
  @ApiBody({ schema: UPDATE_CONTACT_BODY })
  @ApiOkResponse({ description: 'The contact as saved', schema: CONTACT_SCHEMA })
  update(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<ContactResponse> {
    return this.commands.execute(new UpdateContactCommand(principal, body));
  }
}
