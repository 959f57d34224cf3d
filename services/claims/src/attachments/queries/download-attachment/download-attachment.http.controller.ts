import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiFileResponse } from '@freight/runtime';
import { CurrentPrincipal, FastifyReply, Principal } from '@freight/kernel';
import { ATTACHMENT_CONTENT_TYPES } from '../../attachments.openapi';
import { contentDisposition } from '../../file-name';
import { DownloadAttachmentQuery } from './download-attachment.query';

@Controller()
export class DownloadAttachmentHttpController {
  constructor(private readonly queries: QueryBus) {}

  /** `filePath` is the attachment's opaque id, never a path. */
  @Get(['complaint/file/download', 'claim/file/download'])
  @ApiFileResponse(200, ATTACHMENT_CONTENT_TYPES, 'The file in its stored type, its name in Content-Disposition')
  async download(
    @CurrentPrincipal() principal: Principal,
    @Query('filePath') filePath: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.queries.execute(new DownloadAttachmentQuery(principal, filePath));
    await reply
      .header('Content-Type', file.contentType)
      .header('Content-Length', String(file.size))
      .header('Content-Disposition', contentDisposition(file.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .header('Access-Control-Expose-Headers', 'Content-Disposition')
      .send(file.stream);
  }
}
