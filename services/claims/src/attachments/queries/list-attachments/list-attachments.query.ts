import { Query } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { AttachmentView, OwnerKind } from '../../attachments';

export class ListAttachmentsQuery extends Query<{ items: AttachmentView[]; total: number }> {
  constructor(
    readonly principal: Principal,
    readonly kind: OwnerKind,
    readonly ownerId: number,
    readonly range: { start: number; end: number },
  ) {
    super();
  }
}
