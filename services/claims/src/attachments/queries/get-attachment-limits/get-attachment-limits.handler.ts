import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { translate } from '@freight/kernel';
import { MAX_FILE_BYTES, MAX_TOTAL_BYTES } from '../../attachments';
import { AttachmentLimits, GetAttachmentLimitsQuery } from './get-attachment-limits.query';

const MB = 1024 * 1024;

@QueryHandler(GetAttachmentLimitsQuery)
export class GetAttachmentLimitsHandler implements IQueryHandler<GetAttachmentLimitsQuery, AttachmentLimits> {
  execute({ language }: GetAttachmentLimitsQuery): Promise<AttachmentLimits> {
    return Promise.resolve({
      maxFileBytes: MAX_FILE_BYTES,
      maxTotalBytes: MAX_TOTAL_BYTES,
      label: translate('ATTACHMENT.MAX_SIZE_LABEL', language, { perFile: MAX_FILE_BYTES / MB, total: MAX_TOTAL_BYTES / MB }),
    });
  }
}
