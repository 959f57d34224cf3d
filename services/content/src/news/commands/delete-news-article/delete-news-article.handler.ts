import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { News } from '../../news';
import { DeleteNewsArticleCommand } from './delete-news-article.command';

/** DELETE /news/{id}. */
@CommandHandler(DeleteNewsArticleCommand)
export class DeleteNewsArticleHandler implements ICommandHandler<DeleteNewsArticleCommand, void> {
  constructor(private readonly news: News) {}

  async execute({ id }: DeleteNewsArticleCommand): Promise<void> {
    await this.news.remove(id);
  }
}
