import type { IncomingMessage } from 'node:http';
import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { AttachmentView, OwnerKind } from '../../attachments';

export class UploadAttachmentCommand extends Command<AttachmentView> {
  constructor(
    readonly principal: Principal,
    readonly kind: OwnerKind,
    readonly ownerId: number,
    readonly request: IncomingMessage,
  ) {
    super();
  }
}
