import { Query } from '@nestjs/cqrs';
import type { ListQuery, Principal } from '@freight/kernel';
import type { InsuranceClaimResponse } from '../../insurance-claim.response';
import type { ClaimSortField } from '../../database/insurance-claim.repository';

export class ListInsuranceClaimsQuery extends Query<{ rows: InsuranceClaimResponse[]; total: number }> {
  constructor(
    readonly principal: Principal,
    readonly customerId: number | undefined,
    readonly list: ListQuery<ClaimSortField>,
  ) {
    super();
  }
}
