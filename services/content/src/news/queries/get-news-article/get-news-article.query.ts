import { Query } from '@nestjs/cqrs';
import type { Language, Principal } from '@freight/kernel';
import type { NewsArticle } from '../../news-article';

export class GetNewsArticleQuery extends Query<NewsArticle> {
  constructor(
    readonly principal: Principal,
    readonly id: number,
    readonly language: Language,
  ) {
    super();
  }
}
