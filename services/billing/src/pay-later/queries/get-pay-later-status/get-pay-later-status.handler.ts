import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { ApplicationRow, toResponse } from '../../database/application-row';
import { PAY_LATER_TERMS } from '../../domain/pay-later-terms';
import type { PayLaterStatusResponse } from '../../pay-later.response';
import { GetPayLaterStatusQuery } from './get-pay-later-status.query';

/** GET /bill/paylater/customer/{custId}: the customer's payment days and its latest applications. */
@QueryHandler(GetPayLaterStatusQuery)
export class GetPayLaterStatusHandler implements IQueryHandler<GetPayLaterStatusQuery, PayLaterStatusResponse> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId }: GetPayLaterStatusQuery): Promise<PayLaterStatusResponse> {
    const rows: ApplicationRow[] = await this.tx.manager.query(
      'SELECT * FROM paylater_applications WHERE customer_id = $1 ORDER BY applied_at DESC, id DESC LIMIT 50',
      [customerId],
    );
    const [customer]: { payment_days: number }[] = await this.tx.manager.query(
      'SELECT payment_days FROM customers WHERE customer_id = $1',
      [customerId],
    );
    return { paymentDays: customer?.payment_days ?? PAY_LATER_TERMS.standardDays, applications: rows.map(toResponse) };
  }
}
