import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { News } from '../../news';
import type { NewsArticle } from '../../news-article';
import { UpdateNewsArticleCommand } from './update-news-article.command';

/** PUT /news/{id}: `en` adds or replaces the English, `en: null` removes it. */
@CommandHandler(UpdateNewsArticleCommand)
export class UpdateNewsArticleHandler implements ICommandHandler<UpdateNewsArticleCommand, NewsArticle> {
  constructor(private readonly news: News) {}

  async execute({ id, body, language }: UpdateNewsArticleCommand): Promise<NewsArticle> {
    return this.news.save(id, body, language);
  }
}
