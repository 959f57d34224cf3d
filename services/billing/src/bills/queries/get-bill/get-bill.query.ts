import { Query } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { BillResponse } from '../../domain/bill.response';

export class GetBillQuery extends Query<BillResponse> {
  constructor(
    readonly principal: Principal,
    readonly billId: number,
  ) {
    super();
  }
}
