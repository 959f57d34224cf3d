import { Query } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { ClaimableOrderResponse } from '../../insurance-claim.response';

export class GetClaimableOrderQuery extends Query<ClaimableOrderResponse> {
  constructor(
    readonly principal: Principal,
    readonly consignmentNo: unknown,
  ) {
    super();
  }
}
