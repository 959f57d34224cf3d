import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';

export class DeleteInsuranceClaimCommand extends Command<{ id: number }> {
  constructor(
    readonly principal: Principal,
    readonly id: number,
  ) {
    super();
  }
}
