import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { answerExportRequests, EventSubscriptions, ExportPart, ExportSubject, exportRows, Outbox } from '@freight/messaging';

/** This service's part of a data export: the customer's address book, its imports (with the rows as uploaded) and package favourites. */
@Injectable()
export class ExportContactsOfCustomer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly outbox: Outbox,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    answerExportRequests(this.subscriptions, this.outbox, 'contacts', (subject) => this.collect(subject));
  }

  async collect({ customerId }: ExportSubject): Promise<ExportPart> {
    const m = this.tx.manager;
    const byCustomer = [customerId];
    return {
      data: {
        contacts: await exportRows(m, 'contacts', 't.cust_id = $1', byCustomer),
        imports: await exportRows(m, 'contact_imports', 't.cust_id = $1', byCustomer, { order: 't.created_at' }),
        importRows: await exportRows(
          m,
          'contact_import_rows',
          't.import_id IN (SELECT id FROM contact_imports WHERE cust_id = $1)',
          byCustomer,
          {
            order: 't.import_id, t.row_no',
          },
        ),
        packageFavourites: await exportRows(m, 'package_favourites', 't.cust_id = $1', byCustomer),
      },
    };
  }
}
