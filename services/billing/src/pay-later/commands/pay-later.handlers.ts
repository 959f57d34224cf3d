import { CommandHandler, ICommandHandler, IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { PAY_LATER_TERMS } from '../domain/pay-later-terms';

export interface PayLaterApplicationResponse {
  id: number;
  custId: number;
  userId: number;
  termsVersion: string;
  days: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  appliedAt: string;
  decidedAt: string | null;
}

export interface PayLaterStatusResponse {
  paymentDays: number;
  applications: PayLaterApplicationResponse[];
}

interface ApplicationRow {
  id: string;
  customer_id: number;
  user_id: number;
  terms_version: string;
  days: number;
  status: PayLaterApplicationResponse['status'];
  applied_at: Date;
  decided_at: Date | null;
}

const toResponse = (row: ApplicationRow): PayLaterApplicationResponse => ({
  id: Number(row.id),
  custId: row.customer_id,
  userId: row.user_id,
  termsVersion: row.terms_version,
  days: row.days,
  status: row.status,
  appliedAt: row.applied_at.toISOString(),
  decidedAt: row.decided_at?.toISOString() ?? null,
});

export class ApplyForPayLaterCommand {
  constructor(
    readonly customerId: number,
    readonly userId: number,
    readonly termsVersion: string,
  ) {}
}

/** A member's application for extended credit time, stored with the terms' version it accepted. */
@CommandHandler(ApplyForPayLaterCommand)
export class ApplyForPayLaterHandler implements ICommandHandler<ApplyForPayLaterCommand, PayLaterApplicationResponse> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, userId, termsVersion }: ApplyForPayLaterCommand): Promise<PayLaterApplicationResponse> {
    if (termsVersion !== PAY_LATER_TERMS.version) throw new DomainError('conflict', 'BILL.PAYLATER_TERMS_OUTDATED');
    return this.tx.run(async (manager) => {
      // One application at a time per customer: serialise the check and the insert.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`frakt-billing-paylater-${customerId}`]);
      const [pending] = await manager.query(`SELECT 1 FROM paylater_applications WHERE customer_id = $1 AND status = 'PENDING'`, [
        customerId,
      ]);
      if (pending) throw new DomainError('conflict', 'BILL.PAYLATER_PENDING');
      const [row]: ApplicationRow[] = await manager.query(
        `INSERT INTO paylater_applications (customer_id, user_id, terms_version, days) VALUES ($1, $2, $3, $4) RETURNING *`,
        [customerId, userId, termsVersion, PAY_LATER_TERMS.days],
      );
      return toResponse(row);
    });
  }
}

export class DecidePayLaterCommand {
  constructor(
    readonly applicationId: number,
    readonly decision: 'APPROVED' | 'REJECTED',
  ) {}
}

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
        throw exists ? new DomainError('conflict', 'BILL.PAYLATER_DECIDED') : DomainError.notFound('PAYLATER.NOT_FOUND');
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

export class GetPayLaterStatusQuery {
  constructor(readonly customerId: number) {}
}

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

export const payLaterHandlers = [ApplyForPayLaterHandler, DecidePayLaterHandler, GetPayLaterStatusHandler];
