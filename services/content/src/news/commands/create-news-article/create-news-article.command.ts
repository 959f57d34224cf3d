import { Command } from '@nestjs/cqrs';
import type { Language } from '@freight/kernel';
import type { NewsArticle } from '../../news-article';

export class CreateNewsArticleCommand extends Command<NewsArticle> {
  constructor(
    readonly body: unknown,
    readonly language: Language,
  ) {
    super();
  }
}
