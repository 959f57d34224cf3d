import { PartialType } from '@nestjs/mapped-types';
import { Allow, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, Min } from 'class-validator';

/** POST /claim/: a draft insurance claim for one of the member's booked, insured consignments (spec section 3). */
export class CreateInsuranceClaimRequestDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  consignmentNo!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(4000)
  damageDescription!: string;

  /** Whether and how the goods can be repaired. */
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  repairPossibility?: string;

  /** Value of what is left, kronor as a decimal ("1250.50" or "1250,50"); checked by the service. */
  @Allow()
  residualValue?: unknown;

  @IsOptional()
  @IsString()
  @MaxLength(4000)
  otherInformation?: string;

  @IsIn(['bankgiro', 'plusgiro'])
  payoutAccountType!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(20)
  payoutAccount!: string;
}

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
