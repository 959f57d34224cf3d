import { Query } from '@nestjs/cqrs';
import type { Language } from '@freight/kernel';
import type { ContentBlock } from '../../content-block';

export class GetBlockByKeyQuery extends Query<ContentBlock> {
  constructor(
    readonly key: string,
    readonly language: Language,
  ) {
    super();
  }
}
