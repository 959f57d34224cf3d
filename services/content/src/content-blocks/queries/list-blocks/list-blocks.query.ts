import { Query } from '@nestjs/cqrs';
import type { ContentBlock } from '../../content-block';

export class ListBlocksQuery extends Query<{ rows: ContentBlock[]; total: number }> {
  constructor(
    readonly sort: { field: 'id' | 'key'; order: 'ASC' | 'DESC' },
    readonly range: { start: number; end: number },
  ) {
    super();
  }
}
