import { Query } from '@nestjs/cqrs';
import type { PayLaterStatusResponse } from '../../pay-later.response';

export class GetPayLaterStatusQuery extends Query<PayLaterStatusResponse> {
  constructor(readonly customerId: number) {
    super();
  }
}
