import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';

/** The customer settings claims keeps: each one's column and the column with the time of its latest event. */
const KEPT = {
  archivedComplaints: { value: 'archived_complaints', at: 'archived_complaints_at' },
  insuranceDisabled: { value: 'insurance_disabled', at: 'insurance_disabled_at' },
} as const;
type KeptSetting = keyof typeof KEPT;

const isKept = (setting: string): setting is KeptSetting => Object.hasOwn(KEPT, setting);

/**
 * Claims' copy of two customer settings, from CustomerSettingChanged: archivedComplaints (which complaints the
 * list shows by default) and insuranceDisabled (no insurance claims while the customer's insurance is inactivated).
 * A customer without a row has both off, as the customers service's defaults.
 */
@Injectable()
export class RecordCustomerSettings implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('CustomerSettingChanged', RecordCustomerSettings.name, (event) => this.handle(event), {
      wanted: async (events) => events.map((e) => isKept(e.data.setting)),
    });
  }

  async handle({ envelope, data }: InboundEvent<'CustomerSettingChanged'>): Promise<void> {
    const customerId = Number(data.customerId);
    if (!isKept(data.setting) || !Number.isInteger(customerId)) return;
    let value: unknown;
    try {
      value = JSON.parse(data.valueJson);
    } catch {
      return;
    }
    // Column names come from KEPT only, never from the event.
    const { value: column, at } = KEPT[data.setting];
    await this.tx.manager.query(
      `INSERT INTO customer_settings (customer_id, ${column}, ${at}) VALUES ($1, $2, $3)
       ON CONFLICT (customer_id) DO UPDATE SET ${column} = EXCLUDED.${column}, ${at} = EXCLUDED.${at}
       WHERE customer_settings.${at} IS NULL OR customer_settings.${at} <= EXCLUDED.${at}`,
      [customerId, value === true, envelope.occurredAt],
    );
  }

  archivedComplaints(customerId: number): Promise<boolean> {
    return this.read(customerId, 'archivedComplaints');
  }

  insuranceDisabled(customerId: number): Promise<boolean> {
    return this.read(customerId, 'insuranceDisabled');
  }

  private async read(customerId: number, setting: KeptSetting): Promise<boolean> {
    const rows: { flag: boolean }[] = await this.tx.manager.query(
      `SELECT ${KEPT[setting].value} AS flag FROM customer_settings WHERE customer_id = $1`,
      [customerId],
    );
    return rows[0]?.flag ?? false;
  }
}
