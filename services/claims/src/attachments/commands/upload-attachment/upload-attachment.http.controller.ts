import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse } from '@nestjs/swagger';
import { ApiFileUpload } from '@freight/runtime';
import { CurrentPrincipal, FastifyRequest, Principal } from '@freight/kernel';
import { pathId } from '../../../shared/id-list';
import type { AttachmentView } from '../../attachments';
import { ATTACHMENT_SCHEMA, UPLOAD_DESCRIPTION } from '../../attachments.openapi';
import { UploadAttachmentCommand } from './upload-attachment.command';

/** Multipart field `file` onto a complaint (spec section 7) or a draft insurance claim. Not for the demo (deny by default). */
@Controller()
export class UploadAttachmentHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('complaint/file/upload/:id')
  @HttpCode(201)
  @ApiFileUpload(UPLOAD_DESCRIPTION)
  @ApiCreatedResponse({ description: 'The stored attachment', schema: ATTACHMENT_SCHEMA })
  uploadToComplaint(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ): Promise<AttachmentView> {
    return this.commands.execute(new UploadAttachmentCommand(principal, 'complaint', pathId(id), request.raw));
  }

  @Post('claim/file/upload/:id')
  @HttpCode(201)
  @ApiFileUpload(UPLOAD_DESCRIPTION)
  @ApiCreatedResponse({ description: 'The stored attachment', schema: ATTACHMENT_SCHEMA })
  uploadToClaim(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ): Promise<AttachmentView> {
    return this.commands.execute(new UploadAttachmentCommand(principal, 'claim', pathId(id), request.raw));
  }
}
