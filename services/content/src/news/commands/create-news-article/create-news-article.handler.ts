import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { News } from '../../news';
import type { NewsArticle } from '../../news-article';
import { CreateNewsArticleCommand } from './create-news-article.command';

/** POST /news: a new article, Swedish required and English optional (`en`). */
@CommandHandler(CreateNewsArticleCommand)
export class CreateNewsArticleHandler implements ICommandHandler<CreateNewsArticleCommand, NewsArticle> {
  constructor(private readonly news: News) {}

  async execute({ body, language }: CreateNewsArticleCommand): Promise<NewsArticle> {
    return this.news.save(undefined, body, language);
  }
}
