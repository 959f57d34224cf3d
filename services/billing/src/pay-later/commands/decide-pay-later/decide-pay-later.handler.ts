import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { ApplicationRow, toResponse } from '../../database/application-row';
import { payLaterDecided, payLaterNotFound } from '../../domain/pay-later.errors';
import type { PayLaterApplicationResponse } from '../../pay-later.response';
import { DecidePayLaterCommand } from './decide-pay-later.command';

/** An admin's decision; an approval sets the customer's payment days for the invoices issued after it. */
@CommandHandler(DecidePayLaterCommand)
export class DecidePayLaterHandler implements ICommandHandler<DecidePayLaterCommand, PayLaterApplicationResponse> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ applicationId, decision }: DecidePayLaterCommand): Promise<PayLaterApplicationResponse> {
    return this.tx.run(async (manager) => {
      const [row]: ApplicationRow[] = await manager.query(
        `WITH decided AS (UPDATE paylater_applications SET status = $2, decided_at = now() WHERE id = $1 AND status = 'PENDING' RETURNING *) SELECT * FROM decided`,
        [applicationId, decision],
      );
      if (!row) {
        const [exists] = await manager.query('SELECT 1 FROM paylater_applications WHERE id = $1', [applicationId]);
        throw exists ? payLaterDecided() : payLaterNotFound();
      }
      if (decision === 'APPROVED') {
        await manager.query(
          `INSERT INTO customers (customer_id, payment_days) VALUES ($1, $2) ON CONFLICT (customer_id) DO UPDATE SET payment_days = EXCLUDED.payment_days`,
          [row.customer_id, row.days],
        );
      }
      return toResponse(row);
    });
  }
}
