import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { findErasureRequest } from '../../database/erasure-requests';
import { assertErasable, ErasureRequestView } from '../../domain/erasure-request';

export class RequestErasureCommand {
  constructor(
    readonly customerId: number,
    /** The user asking: an admin, or the private customer's own user. */
    readonly requestedBy: number,
  ) {}
}

/**
 * Records the erasure request and CustomerErasureRequested in one transaction; every service (this one too,
 * for the customer record) then erases its own data and confirms. Asking again answers the request already made.
 */
@CommandHandler(RequestErasureCommand)
export class RequestErasureHandler implements ICommandHandler<RequestErasureCommand, ErasureRequestView> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
  ) {}

  execute({ customerId, requestedBy }: RequestErasureCommand): Promise<ErasureRequestView> {
    return this.tx.run(async (manager) => {
      // The row lock makes two simultaneous requests for one customer one request.
      const [customer]: { consignee_type: string; has_colleagues: boolean }[] = await manager.query(
        `SELECT c.consignee_type, EXISTS (SELECT 1 FROM customers o WHERE o.comp_id = c.comp_id AND o.id <> c.id) AS has_colleagues
           FROM customers c WHERE c.id = $1 FOR UPDATE OF c`,
        [customerId],
      );
      if (!customer) throw DomainError.notFound('CUSTOMER.NOT_FOUND');
      const existing = await findErasureRequest(manager, customerId);
      if (existing) return existing;
      assertErasable({ consigneeType: customer.consignee_type, hasColleagues: customer.has_colleagues });
      const id = randomUUID();
      const requestedAt = new Date();
      await manager.query('INSERT INTO erasure_requests (id, customer_id, requested_by, requested_at) VALUES ($1, $2, $3, $4)', [
        id,
        customerId,
        requestedBy,
        requestedAt,
      ]);
      await this.outbox.record('CustomerErasureRequested', customerId, {
        requestId: id,
        customerId: String(customerId),
        requestedAt: requestedAt.toISOString(),
      });
      return (await findErasureRequest(manager, customerId))!;
    });
  }
}
