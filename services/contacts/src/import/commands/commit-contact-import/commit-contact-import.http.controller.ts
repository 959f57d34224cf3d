import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { CurrentPrincipal, Principal } from '@freight/kernel';
import { IMPORT_COMMIT_BODY, IMPORT_SUMMARY_SCHEMA } from '../../contact-import.openapi';
import type { ImportSummary } from '../../contact-import.service';
import { CommitContactImportCommand } from './commit-contact-import.command';

/** POST /contact/import/{id}/commit. Not for the demo (deny by default). */
@Controller('contact/import')
export class CommitContactImportHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Body `{replaceBy?: "EPOST" | "REFERENS" | "MOBIL" | "TELEFON"}`. A second commit changes nothing and answers the first one's result. */
  @Post(':id/commit')
  @HttpCode(200)
  @ApiBody({ schema: IMPORT_COMMIT_BODY, required: false })
  @ApiOkResponse({ description: 'The summary with its result', schema: IMPORT_SUMMARY_SCHEMA })
  commit(@CurrentPrincipal() principal: Principal, @Param('id') id: string, @Body() body: unknown): Promise<ImportSummary> {
    return this.commands.execute(new CommitContactImportCommand(principal, id, (body as { replaceBy?: unknown } | undefined)?.replaceBy));
  }
}
