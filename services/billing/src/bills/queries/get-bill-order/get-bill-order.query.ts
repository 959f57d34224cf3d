import { Query } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { BillOrderResponse } from '../../domain/bill-order.response';

export class GetBillOrderQuery extends Query<BillOrderResponse> {
  constructor(
    readonly principal: Principal,
    readonly id: number,
  ) {
    super();
  }
}
