import { Command } from '@nestjs/cqrs';
import type { Language } from '@freight/kernel';
import type { NewsArticle } from '../../news-article';

export class UpdateNewsArticleCommand extends Command<NewsArticle> {
  constructor(
    readonly id: number,
    readonly body: unknown,
    readonly language: Language,
  ) {
    super();
  }
}
