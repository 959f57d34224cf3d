import { Attachments } from './attachments';
import { CheckAttachmentHandler } from './commands/check-attachment/check-attachment.handler';
import { CheckAttachmentHttpController } from './commands/check-attachment/check-attachment.http.controller';
import { UploadAttachmentHandler } from './commands/upload-attachment/upload-attachment.handler';
import { UploadAttachmentHttpController } from './commands/upload-attachment/upload-attachment.http.controller';
import { DownloadAttachmentHandler } from './queries/download-attachment/download-attachment.handler';
import { DownloadAttachmentHttpController } from './queries/download-attachment/download-attachment.http.controller';
import { GetAttachmentLimitsHandler } from './queries/get-attachment-limits/get-attachment-limits.handler';
import { GetAttachmentLimitsHttpController } from './queries/get-attachment-limits/get-attachment-limits.http.controller';
import { ListAttachmentsHandler } from './queries/list-attachments/list-attachments.handler';
import { ListAttachmentsHttpController } from './queries/list-attachments/list-attachments.http.controller';

/** Attachments of complaints and insurance claims, for the claims module's wiring (the blob store is wired there). */
export const attachmentControllers = [
  GetAttachmentLimitsHttpController,
  CheckAttachmentHttpController,
  UploadAttachmentHttpController,
  ListAttachmentsHttpController,
  DownloadAttachmentHttpController,
];
export const attachmentProviders = [
  CheckAttachmentHandler,
  UploadAttachmentHandler,
  ListAttachmentsHandler,
  DownloadAttachmentHandler,
  GetAttachmentLimitsHandler,
  Attachments,
];
