import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { answerExportRequests, EventSubscriptions, ExportPart, ExportSubject, exportRows, Outbox } from '@freight/messaging';

/**
 * This service's part of a data export: the customer's complaints (with reminders), insurance claims and the list of
 * their attachments (name, type, size; the files themselves stay behind the portal's download, which the person has).
 */
@Injectable()
export class ExportClaimsOfCustomer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly outbox: Outbox,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    answerExportRequests(this.subscriptions, this.outbox, 'claims', (subject) => this.collect(subject));
  }

  async collect({ customerId }: ExportSubject): Promise<ExportPart> {
    const m = this.tx.manager;
    const byCustomer = [customerId];
    return {
      data: {
        complaints: await exportRows(m, 'complaints', 't.customer_id = $1', byCustomer, { order: 't.id' }),
        complaintReminders: await exportRows(
          m,
          'complaint_reminders',
          't.complaint_id IN (SELECT id FROM complaints WHERE customer_id = $1)',
          byCustomer,
        ),
        insuranceClaims: await exportRows(m, 'insurance_claims', 't.customer_id = $1', byCustomer, { order: 't.id' }),
        attachments: await exportRows(m, 'attachments', 't.customer_id = $1', byCustomer, { order: 't.created_at' }),
      },
    };
  }
}
