import { Query } from '@nestjs/cqrs';
import type { ListQuery, Principal } from '@freight/kernel';
import type { ComplaintResponse } from '../../complaint.response';
import type { ComplaintSortField } from '../../database/complaint.repository';

/** One customer's complaints, or (customerId undefined) the caller's own, for an admin everyone's. */
export class ListComplaintsQuery extends Query<{ rows: ComplaintResponse[]; total: number }> {
  constructor(
    readonly principal: Principal,
    readonly customerId: number | undefined,
    readonly list: ListQuery<ComplaintSortField>,
  ) {
    super();
  }
}
