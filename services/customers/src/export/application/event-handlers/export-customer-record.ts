import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { answerExportRequests, EventSubscriptions, ExportPart, ExportSubject, exportRows, Outbox } from '@freight/messaging';

/** This service's part of a data export: the customer record, its webhook endpoints (no signing secrets) and the contacts it follows. */
@Injectable()
export class ExportCustomerRecord implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly outbox: Outbox,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    answerExportRequests(this.subscriptions, this.outbox, 'customers', (subject) => this.collect(subject));
  }

  async collect({ customerId }: ExportSubject): Promise<ExportPart> {
    const m = this.tx.manager;
    return {
      data: {
        customer: (await exportRows(m, 'customers', 't.id = $1', [customerId]))[0] ?? null,
        webhookEndpoints: await exportRows(m, 'webhook_endpoints', 't.customer_id = $1', [customerId], {
          omit: ['secret'],
          order: 't.created_at',
        }),
        followedContacts: await exportRows(m, 'known_contacts', 't.customer_id = $1', [customerId]),
      },
    };
  }
}
