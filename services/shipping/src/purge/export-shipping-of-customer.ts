import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { answerExportRequests, EventSubscriptions, ExportPart, ExportSubject, exportRows, Outbox } from '@freight/messaging';

/**
 * This service's part of a data export: the customer's consignments (the documents with every party), orders with
 * their status history, customs declarations, the carriers' answers (without label images, which the portal prints)
 * and the list of documents sent to carriers.
 */
@Injectable()
export class ExportShippingOfCustomer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly outbox: Outbox,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    answerExportRequests(this.subscriptions, this.outbox, 'shipping', (subject) => this.collect(subject));
  }

  async collect({ customerId }: ExportSubject): Promise<ExportPart> {
    const m = this.tx.manager;
    const byCustomer = [customerId];
    const consignments = 'SELECT id FROM consignments WHERE customer_id = $1';
    const orders = 'SELECT order_no FROM orders WHERE customer_id = $1';
    return {
      data: {
        consignments: await exportRows(m, 'consignments', 't.customer_id = $1', byCustomer, { order: 't.created_at, t.id' }),
        orders: await exportRows(m, 'orders', 't.customer_id = $1', byCustomer, { order: 't.date_placed, t.order_no' }),
        statusHistory: await exportRows(m, 'order_status_history', `t.order_no IN (${orders})`, byCustomer, { order: 't.id' }),
        customs: await exportRows(m, 'consignment_customs', `t.consignment_id IN (${consignments})`, byCustomer),
        carrierTransmissions: await exportRows(m, 'carrier_transmissions', `t.order_no IN (${orders})`, byCustomer, {
          omit: ['labels'],
          order: 't.created_at',
        }),
        carrierDocuments: await exportRows(m, 'carrier_documents', `t.consignment_id IN (${consignments})`, byCustomer, {
          order: 't.sent_at',
        }),
        profile: (await exportRows(m, 'customer_profiles', 't.customer_id = $1', byCustomer))[0] ?? null,
      },
    };
  }
}
