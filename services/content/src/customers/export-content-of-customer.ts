import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { answerExportRequests, EventSubscriptions, ExportPart, ExportSubject, exportRows, Outbox } from '@freight/messaging';

/**
 * This service's part of a data export: the mails of the customer or to its address (texts; attachments listed, their
 * bytes being the invoices billing exports itself), carrier messages, notification copies of its consignments,
 * newsletter subscriptions (no confirmation nonces) and which news it has read.
 */
@Injectable()
export class ExportContentOfCustomer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly outbox: Outbox,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    answerExportRequests(this.subscriptions, this.outbox, 'content', (subject) => this.collect(subject));
  }

  async collect({ customerId }: ExportSubject): Promise<ExportPart> {
    const m = this.tx.manager;
    const rows: { email: string }[] = await m.query('SELECT email FROM known_customers WHERE customer_id = $1', [customerId]);
    const email = rows[0]?.email.trim() ?? '';
    // The same mails an erasure removes: the customer's, and those sent to its address.
    const mails = `SELECT id FROM mails WHERE customer_id = $1 OR ($2 <> '' AND EXISTS (
        SELECT 1 FROM unnest(recipients_to || recipients_cc || recipients_bcc || reply_to) r WHERE lower(r) = lower($2)))`;
    const both = [customerId, email];
    const byCustomer = [customerId];
    return {
      data: {
        mails: await exportRows(m, 'mails', `t.id IN (${mails})`, both, { order: 't.id' }),
        mailAttachments: await exportRows(m, 'mail_attachments', `t.mail_id IN (${mails})`, both, {
          omit: ['content'],
          order: 't.mail_id, t.position',
        }),
        carrierMessages: await exportRows(m, 'carrier_messages', 't.customer_id = $1', byCustomer, { order: 't.id' }),
        consignmentNotifications: await exportRows(m, 'booked_consignments', 't.customer_id = $1', byCustomer, { order: 't.booked_at' }),
        newsletterSubscriptions: await exportRows(m, 'newsletter_subscriptions', 't.customer_id = $1', byCustomer, { omit: ['nonce'] }),
        newsViews: await exportRows(m, 'news_views', 't.customer_id = $1', byCustomer, { order: 't.viewed_at' }),
      },
    };
  }
}
