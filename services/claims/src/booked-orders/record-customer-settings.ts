import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';

const ARCHIVED_COMPLAINTS = 'archivedComplaints';

/** Claims' copy of the customer's archivedComplaints setting: which complaints the list shows by default. */
@Injectable()
export class RecordCustomerSettings implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('CustomerSettingChanged', RecordCustomerSettings.name, (event) => this.handle(event), {
      wanted: async (events) => events.map((e) => e.data.setting === ARCHIVED_COMPLAINTS),
    });
  }

  async handle({ envelope, data }: InboundEvent<'CustomerSettingChanged'>): Promise<void> {
    const customerId = Number(data.customerId);
    if (data.setting !== ARCHIVED_COMPLAINTS || !Number.isInteger(customerId)) return;
    let value: unknown;
    try {
      value = JSON.parse(data.valueJson);
    } catch {
      return;
    }
    await this.tx.manager.query(
      `INSERT INTO customer_settings (customer_id, archived_complaints, changed_at) VALUES ($1, $2, $3)
       ON CONFLICT (customer_id) DO UPDATE SET archived_complaints = EXCLUDED.archived_complaints, changed_at = EXCLUDED.changed_at
       WHERE customer_settings.changed_at <= EXCLUDED.changed_at`,
      [customerId, value === true, envelope.occurredAt],
    );
  }

  async archivedComplaints(customerId: number): Promise<boolean> {
    const rows: { archived_complaints: boolean }[] = await this.tx.manager.query('SELECT archived_complaints FROM customer_settings WHERE customer_id = $1', [customerId]);
    return rows[0]?.archived_complaints ?? false;
  }
}
