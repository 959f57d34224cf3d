import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { affectedRows, answerErasureRequests, EventSubscriptions, Outbox } from '@freight/messaging';

/** True when the text[] `columns` hold the address in parameter $`param` (case-insensitively). */
const addressedTo = (columns: string, param = 2) =>
  `$${param} <> '' AND EXISTS (SELECT 1 FROM unnest(${columns}) r WHERE lower(r) = lower($${param}))`;

/**
 * This service's part of an erasure: every mail of the customer or to its address (with its attachments and the
 * carrier messages that caused it), what the embedded SMTP sink caught for that address, its booked
 * consignments' notification copies, newsletter subscriptions and news views go, and its address is forgotten.
 */
@Injectable()
export class EraseContentOfCustomer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly outbox: Outbox,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    answerErasureRequests(this.subscriptions, this.outbox, 'content', (customerId, requestedAt) => this.erase(customerId, requestedAt));
  }

  async erase(customerId: number, requestedAt: Date): Promise<number> {
    const rows: { email: string }[] = await this.tx.manager.query('SELECT email FROM known_customers WHERE customer_id = $1', [customerId]);
    const email = rows[0]?.email.trim() ?? '';
    const mails = `SELECT id FROM mails WHERE customer_id = $1 OR (${addressedTo('recipients_to || recipients_cc || recipients_bcc || reply_to')})`;
    const both = [customerId, email];
    const steps: [string, unknown[]][] = [
      [`DELETE FROM carrier_messages WHERE customer_id = $1 OR mail_id IN (${mails})`, both],
      [`DELETE FROM mails WHERE id IN (${mails})`, both],
      [`DELETE FROM sink_messages WHERE ${addressedTo('rcpt_to', 1)}`, [email]],
      ['DELETE FROM booked_consignments WHERE customer_id = $1', [customerId]],
      ['DELETE FROM newsletter_subscriptions WHERE customer_id = $1', [customerId]],
      ['DELETE FROM news_views WHERE customer_id = $1', [customerId]],
      // Kept as known, with no address and changed at the request: a profile from before it, delivered late, cannot bring the address back.
      [
        `INSERT INTO known_customers (customer_id, changed_at, email) VALUES ($1, $2, '')
         ON CONFLICT (customer_id) DO UPDATE SET email = '', changed_at = greatest(known_customers.changed_at, EXCLUDED.changed_at)
          WHERE known_customers.email <> '' OR known_customers.changed_at < EXCLUDED.changed_at
         RETURNING customer_id`,
        [customerId, requestedAt],
      ],
    ];
    let total = 0;
    for (const [statement, params] of steps) {
      total += affectedRows(await this.tx.manager.query(statement, params));
    }
    return total;
  }
}
