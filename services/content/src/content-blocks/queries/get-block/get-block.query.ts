import { Query } from '@nestjs/cqrs';
import type { Language } from '@freight/kernel';
import type { ContentBlock } from '../../content-block';

export class GetBlockQuery extends Query<ContentBlock> {
  constructor(
    readonly id: number,
    readonly language: Language,
  ) {
    super();
  }
}
