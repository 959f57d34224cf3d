import { Allow, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

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
