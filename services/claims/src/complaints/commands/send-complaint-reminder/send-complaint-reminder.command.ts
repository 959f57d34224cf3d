import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { ComplaintResponse } from '../../complaint.response';

export class SendComplaintReminderCommand extends Command<ComplaintResponse> {
  constructor(
    readonly principal: Principal,
    readonly id: number,
  ) {
    super();
  }
}
