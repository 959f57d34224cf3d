import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { ApiFileUpload } from '@freight/runtime';
import { CurrentPrincipal, Principal, type FastifyRequest } from '@freight/kernel';
import { IMPORT_SUMMARY_SCHEMA } from '../../contact-import.openapi';
import { ImportSummary, MAX_FILE_BYTES } from '../../contact-import.service';
import { receiveXlsx } from '../../upload';
import { PreviewContactImportCommand } from './preview-contact-import.command';

/** POST /contact/import. Not for the demo (deny by default). */
@Controller('contact/import')
export class PreviewContactImportHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** Multipart, field `file`: answers the preview (counts and the rows' errors in the caller's language); nothing is a contact yet. */
  @Post()
  @HttpCode(200)
  @ApiFileUpload('The filled-in template (.xlsx)')
  @ApiOkResponse({ description: 'The preview', schema: IMPORT_SUMMARY_SCHEMA })
  async upload(@CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest): Promise<ImportSummary> {
    const file = await receiveXlsx(request.raw, MAX_FILE_BYTES);
    return this.commands.execute(new PreviewContactImportCommand(principal, file));
  }
}
