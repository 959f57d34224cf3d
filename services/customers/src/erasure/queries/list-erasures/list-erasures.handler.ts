import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ListQuery, TransactionHost } from '@freight/kernel';
import { listErasureRequests } from '../../database/erasure-requests';
import { ErasureRequestView, ErasureState } from '../../domain/erasure-request';

export class ListErasuresQuery {
  constructor(
    readonly list: ListQuery<'requestedAt'>,
    readonly state: ErasureState | undefined,
  ) {}
}

/** One page of every erasure request, for the admins' console. */
@QueryHandler(ListErasuresQuery)
export class ListErasuresHandler implements IQueryHandler<ListErasuresQuery, { rows: ErasureRequestView[]; total: number }> {
  constructor(private readonly tx: TransactionHost) {}

  execute({ list, state }: ListErasuresQuery): Promise<{ rows: ErasureRequestView[]; total: number }> {
    return listErasureRequests(this.tx.manager, {
      offset: list.range.start,
      limit: list.range.end - list.range.start + 1,
      order: list.sort.order,
      state,
    });
  }
}
