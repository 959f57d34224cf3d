import { Query } from '@nestjs/cqrs';
import type { Language } from '@freight/kernel';
import type { NewsPage } from '../../news';

export class ListNewsQuery extends Query<NewsPage> {
  constructor(
    readonly customerId: number,
    readonly query: Record<string, unknown>,
    readonly language: Language,
  ) {
    super();
  }
}
