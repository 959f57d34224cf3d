import { Query } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { ComplaintResponse } from '../../complaint.response';

export class GetComplaintQuery extends Query<ComplaintResponse> {
  constructor(
    readonly principal: Principal,
    readonly id: number,
  ) {
    super();
  }
}
