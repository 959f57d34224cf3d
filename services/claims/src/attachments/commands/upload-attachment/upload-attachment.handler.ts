import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AttachmentView, Attachments } from '../../attachments';
import { UploadAttachmentCommand } from './upload-attachment.command';

/** A file onto a complaint or a draft insurance claim, checked by its bytes and bounded per file and per record. */
@CommandHandler(UploadAttachmentCommand)
export class UploadAttachmentHandler implements ICommandHandler<UploadAttachmentCommand, AttachmentView> {
  constructor(private readonly attachments: Attachments) {}

  execute({ principal, kind, ownerId, request }: UploadAttachmentCommand): Promise<AttachmentView> {
    return this.attachments.upload(principal, kind, ownerId, request);
  }
}
