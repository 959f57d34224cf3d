import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse } from '@nestjs/swagger';
import { ApiFileUpload } from '@freight/runtime';
import { FastifyRequest, NoAudit } from '@freight/kernel';
import type { CheckedAttachment } from '../../attachments';
import { CHECKED_ATTACHMENT_SCHEMA, UPLOAD_DESCRIPTION } from '../../attachments.openapi';
import { CheckAttachmentCommand } from './check-attachment.command';

/**
 * Multipart field `file`, checked as an upload would be and thrown away: a form asks before it creates the complaint
 * or claim, so a refused file leaves no record behind. Answers what the file would be stored as, or the upload's refusal.
 */
@Controller()
export class CheckAttachmentHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post(['complaint/file/check', 'claim/file/check'])
  // A question asked by POST: it changes nothing, so the audit trail records nothing.
  @NoAudit()
  @HttpCode(200)
  @ApiFileUpload(UPLOAD_DESCRIPTION)
  @ApiOkResponse({ description: 'The file would be taken', schema: CHECKED_ATTACHMENT_SCHEMA })
  check(@Req() request: FastifyRequest): Promise<CheckedAttachment> {
    return this.commands.execute(new CheckAttachmentCommand(request.raw));
  }
}
