import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Attachments, CheckedAttachment } from '../../attachments';
import { CheckAttachmentCommand } from './check-attachment.command';

@CommandHandler(CheckAttachmentCommand)
export class CheckAttachmentHandler implements ICommandHandler<CheckAttachmentCommand, CheckedAttachment> {
  constructor(private readonly attachments: Attachments) {}

  execute({ request }: CheckAttachmentCommand): Promise<CheckedAttachment> {
    return this.attachments.check(request);
  }
}
