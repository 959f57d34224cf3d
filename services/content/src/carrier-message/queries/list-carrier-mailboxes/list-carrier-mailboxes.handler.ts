import { QueryHandler, IQueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { findCarrier } from '@freight/reference-data';
import type { CarrierMailbox } from '../../carrier-message.openapi';
import { ListCarrierMailboxesQuery } from './list-carrier-mailboxes.query';

/** GET /email/carrier-mailboxes: where each carrier's messages go. */
@QueryHandler(ListCarrierMailboxesQuery)
export class ListCarrierMailboxesHandler implements IQueryHandler<ListCarrierMailboxesQuery, CarrierMailbox[]> {
  constructor(private readonly tx: TransactionHost) {}

  async execute(): Promise<CarrierMailbox[]> {
    const rows: { carrier_code: number; email: string }[] = await this.tx.manager.query(
      'SELECT carrier_code, email FROM carrier_mailboxes ORDER BY carrier_code',
    );
    return rows.map((r) => ({ carrierCode: r.carrier_code, carrierName: findCarrier(r.carrier_code)?.name ?? '', email: r.email }));
  }
}
