import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AttachmentDownload, Attachments } from '../../attachments';
import { DownloadAttachmentQuery } from './download-attachment.query';

@QueryHandler(DownloadAttachmentQuery)
export class DownloadAttachmentHandler implements IQueryHandler<DownloadAttachmentQuery, AttachmentDownload> {
  constructor(private readonly attachments: Attachments) {}

  execute({ principal, filePath }: DownloadAttachmentQuery): Promise<AttachmentDownload> {
    return this.attachments.download(principal, filePath);
  }
}
