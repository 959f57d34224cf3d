import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** `PUT /customer/creditlimit/{customerId}`: the new limit in kronor; 0 removes it. */
export class UpdateCreditLimitRequestDto {
  /** A number or a decimal text (dot or comma, up to two decimals); the domain checks it (credit-limit.ts). */
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }], example: '50000.00', description: 'Kronor, 0 = no limit' })
  @Allow()
  creditLimit?: unknown;
}
