import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError } from '@freight/kernel';
import { Clock } from '../../../shared/clock';
import { carrierName } from '../../../shared/mail';
import { ClaimEligibility } from '../../application/claim-eligibility';
import { claimWindow } from '../../domain/claim-window';
import { kronorText } from '../../domain/kronor';
import type { ClaimableOrderResponse } from '../../insurance-claim.response';
import { GetClaimableOrderQuery } from './get-claimable-order.query';

/** What the form shows before a claim exists: insured or not, delivered when, the deadline. */
@QueryHandler(GetClaimableOrderQuery)
export class GetClaimableOrderHandler implements IQueryHandler<GetClaimableOrderQuery, ClaimableOrderResponse> {
  constructor(
    private readonly eligibility: ClaimEligibility,
    private readonly clock: Clock,
  ) {}

  async execute({ principal, consignmentNo }: GetClaimableOrderQuery): Promise<ClaimableOrderResponse> {
    if (typeof consignmentNo !== 'string' || !consignmentNo.trim())
      throw DomainError.invalid([{ field: 'consignmentNo', code: 'VALIDATION.REQUIRED' }]);
    const order = await this.eligibility.orderOf(principal.customerId, consignmentNo.trim());
    // The form's lookup already tells a customer with insurance inactivated that no claim can be filed.
    await this.eligibility.assertInsuranceActive(order.customerId);
    const window = claimWindow(order.deliveredAt, this.clock.now());
    return {
      orderNo: order.orderNo,
      consignmentNo: order.consignmentNo,
      supplierId: order.supplierId,
      supplier: carrierName(order.supplierId),
      insured: order.insured,
      goodsValue: kronorText(order.goodsValueOre),
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
      deadline: window.deadline ?? null,
      open: window.open,
    };
  }
}
