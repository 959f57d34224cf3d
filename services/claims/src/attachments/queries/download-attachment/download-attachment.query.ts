import { Query } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { AttachmentDownload } from '../../attachments';

export class DownloadAttachmentQuery extends Query<AttachmentDownload> {
  constructor(
    readonly principal: Principal,
    readonly filePath: unknown,
  ) {
    super();
  }
}
