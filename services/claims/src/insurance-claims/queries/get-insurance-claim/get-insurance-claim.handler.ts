import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InsuranceClaimViews } from '../../application/insurance-claim-views';
import type { InsuranceClaimResponse } from '../../insurance-claim.response';
import { GetInsuranceClaimQuery } from './get-insurance-claim.query';

@QueryHandler(GetInsuranceClaimQuery)
export class GetInsuranceClaimHandler implements IQueryHandler<GetInsuranceClaimQuery, InsuranceClaimResponse> {
  constructor(private readonly views: InsuranceClaimViews) {}

  execute({ principal, id }: GetInsuranceClaimQuery): Promise<InsuranceClaimResponse> {
    return this.views.one(principal, id);
  }
}
