import { Body, Controller, HttpCode, Param, Put, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { arrayOf, bool, int, objectOf } from '@freight/runtime';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { parseIdList } from '../../application/contact-access';
import { CONTACT_IDS_BODY } from '../../contact.openapi';
import { SetContactFlagCommand } from './set-contact-flag.command';
import { parseFlagRequest } from './set-contact-flag.request';

/** PUT /contact/bulk/{flag}. Not for the demo (deny by default). */
@Controller('contact')
export class SetContactFlagHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** `/contact/bulk/{sender|receiver|consumer|locked}/?checked=0|1`, body: the list of contact ids. */
  @Put('bulk/:flag')
  @HttpCode(200)
  @ApiBody({ schema: CONTACT_IDS_BODY })
  @ApiOkResponse({ schema: objectOf<{ ids: number[]; checked: boolean }>({ ids: arrayOf(int), checked: bool }) })
  bulkFlag(
    @CurrentPrincipal() principal: Principal,
    @Param('flag') word: string,
    @Query('checked') checked: unknown,
    @Body() body: unknown,
  ): Promise<{ ids: number[]; checked: boolean }> {
    const request = parseFlagRequest(word, checked);
    return this.commands.execute(new SetContactFlagCommand(principal, parseIdList(body), request.flag, request.checked));
  }
}
