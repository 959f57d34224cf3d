import { Query } from '@nestjs/cqrs';
import type { Language } from '@freight/kernel';
import type { ContentBlock } from '../../content-block';

export class GetHomeBlocksQuery extends Query<ContentBlock[]> {
  constructor(readonly language: Language) {
    super();
  }
}
