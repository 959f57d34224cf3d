import { Body, Controller, Delete, HttpCode, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, int, objectOf } from '@freight/runtime';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { parseContactId, parseIdList } from '../../application/contact-access';
import { CONTACT_IDS_BODY } from '../../contact.openapi';
import { DeleteContactsCommand } from './delete-contacts.command';

/** PUT /contact/bulk/delete and DELETE /contact/{id}. Not for the demo (deny by default). */
@Controller('contact')
export class DeleteContactsHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Body: the list of contact ids (or {ids}); all or nothing. */
  @Put('bulk/delete')
  @HttpCode(200)
  @ApiBody({ schema: CONTACT_IDS_BODY })
  @ApiOkResponse({ schema: objectOf<{ deleted: number[] }>({ deleted: arrayOf(int) }) })
  bulkDelete(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<{ deleted: number[] }> {
    return this.commands.execute(new DeleteContactsCommand(principal, parseIdList(body)));
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({ schema: objectOf<{ id: number }>({ id: int }) })
  async delete(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<{ id: number }> {
    const { deleted } = await this.commands.execute(new DeleteContactsCommand(principal, [parseContactId(id)]));
    return { id: deleted[0] };
  }
}
