import { PartialType } from '@nestjs/mapped-types';
import { Allow, IsInt, Min } from 'class-validator';
import { CreateInsuranceClaimRequestDto } from '../create-insurance-claim/create-insurance-claim.request.dto';

/** PUT /claim/: a draft changed (consignmentNo taken as read-only); read-only fields of the record are accepted and ignored. */
export class UpdateInsuranceClaimRequestDto extends PartialType(CreateInsuranceClaimRequestDto) {
  @IsInt()
  @Min(1)
  id!: number;

  @Allow() custId?: unknown;
  @Allow() orderNo?: unknown;
  @Allow() supplierId?: unknown;
  @Allow() supplier?: unknown;
  @Allow() goodsValue?: unknown;
  @Allow() status?: unknown;
  @Allow() createdDate?: unknown;
  @Allow() submittedAt?: unknown;
  @Allow() deliveredAt?: unknown;
  @Allow() deadline?: unknown;
  @Allow() attachments?: unknown;
  @Allow() attachmentsCount?: unknown;
  @Allow() attachmentsTotalBytes?: unknown;
}
