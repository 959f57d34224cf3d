import { Command } from '@nestjs/cqrs';
import type { PayLaterApplicationResponse } from '../../pay-later.response';

export class DecidePayLaterCommand extends Command<PayLaterApplicationResponse> {
  constructor(
    readonly applicationId: number,
    readonly decision: 'APPROVED' | 'REJECTED',
  ) {
    super();
  }
}
