import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { carrierStatusLabel, statusLabelText } from '../../domain/order-status-label';
import { GetOrderStatusHistoryQuery } from './get-order-status-history.query';

/** One carrier report as GET /order/{orderNo} shows it; instants in UTC. */
export interface StatusHistoryEntry {
  /** The carrier's word as received. */
  status: string;
  /** Its label in the caller's language; empty for a word the portal does not know. */
  label: string;
  occurredAt: string;
  receivedAt: string;
  location: string;
  description: string;
}

/** An order's carrier reports, oldest first as they happened at the carrier (not as they reached us). */
@QueryHandler(GetOrderStatusHistoryQuery)
export class GetOrderStatusHistoryHandler implements IQueryHandler<GetOrderStatusHistoryQuery, StatusHistoryEntry[]> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ orderNo, language }: GetOrderStatusHistoryQuery): Promise<StatusHistoryEntry[]> {
    const rows: { status: string; occurred_at: Date; received_at: Date; location: string; description: string }[] =
      await this.tx.manager.query(
        'SELECT status, occurred_at, received_at, location, description FROM order_status_history WHERE order_no = $1 ORDER BY occurred_at, id',
        [orderNo],
      );
    return rows.map((row) => ({
      status: row.status,
      label: statusLabelText(carrierStatusLabel(row.status), language),
      occurredAt: row.occurred_at.toISOString(),
      receivedAt: row.received_at.toISOString(),
      location: row.location,
      description: row.description,
    }));
  }
}
