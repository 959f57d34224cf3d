import { Query } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { SinkMail } from '../../mail.openapi';

export interface SinkMailPage {
  items: SinkMail[];
  total: number;
  range: { start: number; end: number };
}

export class ListSinkMailsQuery extends Query<SinkMailPage> {
  constructor(
    readonly principal: Principal,
    readonly query: Record<string, unknown>,
  ) {
    super();
  }
}
