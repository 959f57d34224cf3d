import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { News } from '../../news';
import { MarkNewsViewedCommand } from './mark-news-viewed.command';

/** GET /news/viewed/{id}: idempotent, the first view is kept; answers the unread count after it. */
@CommandHandler(MarkNewsViewedCommand)
export class MarkNewsViewedHandler implements ICommandHandler<MarkNewsViewedCommand, { id: number; viewed: true; unread: number }> {
  constructor(private readonly news: News) {}

  async execute({ customerId, id }: MarkNewsViewedCommand): Promise<{ id: number; viewed: true; unread: number }> {
    return this.news.markViewed(customerId, id);
  }
}
