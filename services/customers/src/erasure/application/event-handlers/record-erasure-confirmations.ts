import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { ERASURE_SERVICES, EventSubscriptions, InboundEvent } from '@freight/messaging';

/** Each service's CustomerErasureCompleted ticks its box; the request is completed when every service has answered. */
@Injectable()
export class RecordErasureConfirmations implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('CustomerErasureCompleted', RecordErasureConfirmations.name, (event) => this.record(event));
  }

  async record({ data }: InboundEvent<'CustomerErasureCompleted'>): Promise<void> {
    if (!(ERASURE_SERVICES as readonly string[]).includes(data.service)) return;
    const confirmedAt = new Date(data.completedAt);
    // Answers of several services arrive at once: the request's row lock has each one count the ones committed before it.
    const [request]: { id: string }[] = await this.tx.manager.query('SELECT id FROM erasure_requests WHERE id::text = $1 FOR UPDATE', [
      data.requestId,
    ]);
    if (!request) return;
    // The first answer of a service counts; a repeated one (a redelivered request answered again) changes nothing.
    await this.tx.manager.query(
      `INSERT INTO erasure_confirmations (request_id, service, confirmed_at, affected)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [request.id, data.service, Number.isNaN(confirmedAt.getTime()) ? new Date() : confirmedAt, data.affected],
    );
    await this.tx.manager.query(
      `UPDATE erasure_requests r SET completed_at = (SELECT max(c.confirmed_at) FROM erasure_confirmations c WHERE c.request_id = r.id)
        WHERE r.id = $1 AND r.completed_at IS NULL
          AND (SELECT count(*) FROM erasure_confirmations c WHERE c.request_id = r.id AND c.service = ANY($2)) = $3`,
      [request.id, ERASURE_SERVICES, ERASURE_SERVICES.length],
    );
  }
}
