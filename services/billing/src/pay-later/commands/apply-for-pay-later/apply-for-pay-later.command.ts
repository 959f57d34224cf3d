import { Command } from '@nestjs/cqrs';
import type { PayLaterApplicationResponse } from '../../pay-later.response';

export class ApplyForPayLaterCommand extends Command<PayLaterApplicationResponse> {
  constructor(
    readonly customerId: number,
    readonly userId: number,
    readonly termsVersion: string,
  ) {
    super();
  }
}
