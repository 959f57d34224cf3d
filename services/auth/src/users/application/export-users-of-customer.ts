import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { answerExportRequests, EventSubscriptions, ExportPart, ExportSubject, exportRows, Outbox } from '@freight/messaging';

/**
 * This service's part of a data export: the customer's users (no password hashes), API keys (names and scopes, no
 * key hashes), invites it sent (no token hashes) and the audit trail of its calls and sign-ins. Sessions and sign-in
 * attempts are security records kept for minutes to days and hold nothing the person gave.
 */
@Injectable()
export class ExportUsersOfCustomer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly outbox: Outbox,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    answerExportRequests(this.subscriptions, this.outbox, 'auth', (subject) => this.collect(subject));
  }

  async collect({ customerId, userId }: ExportSubject): Promise<ExportPart> {
    const m = this.tx.manager;
    const byCustomer = [customerId];
    return {
      data: {
        users: await exportRows(m, 'users', 't.customer_id = $1', byCustomer, { omit: ['password_hash'], order: 't.id' }),
        apiKeys: await exportRows(m, 'api_keys', 't.customer_id = $1', byCustomer, { omit: ['key_hash'], order: 't.created_at' }),
        invites: await exportRows(m, 'user_invites', 't.customer_id = $1', byCustomer, { omit: ['token_hash'], order: 't.id' }),
        // The trail of the customer's calls, and of the person's own wherever they acted.
        auditEntries: await exportRows(m, 'audit_entries', 't.customer_id = $1 OR t.user_id = $2', [customerId, userId], {
          omit: ['prev_hash', 'hash'],
          order: 't.id',
        }),
        // Their client addresses, kept beside the entries (the salts only prove them to the chain).
        auditClientAddresses: await exportRows(
          m,
          'audit_entry_addresses',
          't.address IS NOT NULL AND t.entry_id IN (SELECT id FROM audit_entries WHERE customer_id = $1 OR user_id = $2)',
          [customerId, userId],
          { omit: ['salt'], order: 't.entry_id' },
        ),
      },
    };
  }
}
