import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isAdmin } from '@freight/kernel';
import { InsuranceClaimViews } from '../../application/insurance-claim-views';
import { InsuranceClaimRepository } from '../../database/insurance-claim.repository';
import type { InsuranceClaimResponse } from '../../insurance-claim.response';
import { ListInsuranceClaimsQuery } from './list-insurance-claims.query';

/** The member's claims with their state (draft or submitted), filtered by status and consignment; an admin's: everyone's. */
@QueryHandler(ListInsuranceClaimsQuery)
export class ListInsuranceClaimsHandler implements IQueryHandler<
  ListInsuranceClaimsQuery,
  { rows: InsuranceClaimResponse[]; total: number }
> {
  constructor(
    private readonly claims: InsuranceClaimRepository,
    private readonly views: InsuranceClaimViews,
  ) {}

  async execute({ principal, customerId, list }: ListInsuranceClaimsQuery): Promise<{ rows: InsuranceClaimResponse[]; total: number }> {
    const { status, consignmentNo } = list.filter;
    const { rows, total } = await this.claims.page(
      {
        customerId: customerId ?? (isAdmin(principal) ? undefined : principal.customerId),
        status: status === 'draft' || status === 'submitted' ? status : undefined,
        consignmentNo: typeof consignmentNo === 'string' ? consignmentNo.trim() : undefined,
      },
      list,
    );
    return { rows: await this.views.of(rows), total };
  }
}
