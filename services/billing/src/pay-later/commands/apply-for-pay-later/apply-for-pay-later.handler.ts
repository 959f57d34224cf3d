import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { ApplicationRow, toResponse } from '../../database/application-row';
import { payLaterPending, payLaterTermsOutdated } from '../../domain/pay-later.errors';
import { PAY_LATER_TERMS } from '../../domain/pay-later-terms';
import type { PayLaterApplicationResponse } from '../../pay-later.response';
import { ApplyForPayLaterCommand } from './apply-for-pay-later.command';

/** A member's application for extended credit time, stored with the terms' version it accepted. */
@CommandHandler(ApplyForPayLaterCommand)
export class ApplyForPayLaterHandler implements ICommandHandler<ApplyForPayLaterCommand, PayLaterApplicationResponse> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, userId, termsVersion }: ApplyForPayLaterCommand): Promise<PayLaterApplicationResponse> {
    if (termsVersion !== PAY_LATER_TERMS.version) throw payLaterTermsOutdated();
    return this.tx.run(async (manager) => {
      // One application at a time per customer: serialise the check and the insert.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`frakt-billing-paylater-${customerId}`]);
      const [pending] = await manager.query(`SELECT 1 FROM paylater_applications WHERE customer_id = $1 AND status = 'PENDING'`, [
        customerId,
      ]);
      if (pending) throw payLaterPending();
      const [row]: ApplicationRow[] = await manager.query(
        `INSERT INTO paylater_applications (customer_id, user_id, terms_version, days) VALUES ($1, $2, $3, $4) RETURNING *`,
        [customerId, userId, termsVersion, PAY_LATER_TERMS.days],
      );
      return toResponse(row);
    });
  }
}
