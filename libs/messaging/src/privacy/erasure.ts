import { EventSubscriptions, InboundEvent } from '../inbox/event-subscriptions';
import { Outbox } from '../outbox/outbox';

/** The services that answer CustomerErasureRequested; a request is complete when every one of them has. */
export const ERASURE_SERVICES = ['auth', 'billing', 'claims', 'contacts', 'content', 'customers', 'shipping'] as const;
export type ErasureService = (typeof ERASURE_SERVICES)[number];

/**
 * Removes or anonymises what the service holds of one customer, in the inbox transaction it runs in (the
 * TransactionHost's manager); answers how many rows it changed. Must change nothing when run again.
 * `requestedAt`: a copy kept from events older than that (a profile delivered late) must not bring data back.
 */
export type EraseCustomer = (customerId: number, requestedAt: Date) => Promise<number>;

/**
 * Makes `service` answer every CustomerErasureRequested: `erase` runs in the event's inbox transaction and the
 * confirmation (CustomerErasureCompleted) is written to the outbox in the same one, so a service has erased
 * exactly when it says so, and a redelivered request (the inbox knows it) changes nothing more.
 */
export function answerErasureRequests(
  subscriptions: EventSubscriptions,
  outbox: Outbox,
  service: ErasureService,
  erase: EraseCustomer,
): void {
  subscriptions.on('CustomerErasureRequested', `EraseCustomer.${service}`, async ({ data }: InboundEvent<'CustomerErasureRequested'>) => {
    const customerId = Number(data.customerId);
    // A malformed id asks nothing that could be done; it is skipped, not retried for ever.
    if (!Number.isSafeInteger(customerId) || customerId <= 0) return;
    const requestedAt = new Date(data.requestedAt);
    const affected = await erase(customerId, Number.isNaN(requestedAt.getTime()) ? new Date() : requestedAt);
    await outbox.record('CustomerErasureCompleted', customerId, {
      requestId: data.requestId,
      customerId: data.customerId,
      service,
      completedAt: new Date().toISOString(),
      // int32 on the wire: a count the driver did not give (NaN) would make the answer unencodable.
      affected: Number.isSafeInteger(affected) ? Math.min(affected, 2 ** 31 - 1) : 0,
    });
  });
}

/** Rows a statement changed, from what TypeORM answers: [rows, count] for UPDATE and DELETE, the rows for INSERT … RETURNING. */
export function affectedRows(result: unknown): number {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[1];
  return Array.isArray(result) ? result.length : 0;
}
