import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AttachmentView, Attachments } from '../../attachments';
import { ListAttachmentsQuery } from './list-attachments.query';

@QueryHandler(ListAttachmentsQuery)
export class ListAttachmentsHandler implements IQueryHandler<ListAttachmentsQuery, { items: AttachmentView[]; total: number }> {
  constructor(private readonly attachments: Attachments) {}

  execute({ principal, kind, ownerId, range }: ListAttachmentsQuery): Promise<{ items: AttachmentView[]; total: number }> {
    return this.attachments.page(principal, kind, ownerId, range);
  }
}
