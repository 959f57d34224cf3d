import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';

/** What the address book needs of a customer: whose colleagues see its contacts, and whether it wants only its own. */
export interface ContactOwner {
  customerId: number;
  compId: number | null;
  filterContacts: boolean;
  /** Who may see this customer's contacts: its company, or (negative) itself alone. */
  scope: number;
}

export const scopeOf = (customerId: number, compId: number | null): number => (compId ? compId : -customerId);

/** The changedBy of the customers service's setting events that only repeat what this service told it. */
export const CONTACTS_ACTOR = 'contacts';

/**
 * The customers service's facts this service keeps a copy of (CustomerProfileChanged for the company,
 * CustomerSettingChanged for filterContacts and the sender favourite), so a list never calls that service.
 * A customer not heard of yet is alone in its company and sees every contact it may.
 */
@Injectable()
export class CustomerProfiles implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
  ) {}

  onModuleInit(): void {
    this.subscriptions.on('CustomerProfileChanged', `${CustomerProfiles.name}.profile`, (event) => this.profileChanged(event));
    this.subscriptions.on('CustomerSettingChanged', `${CustomerProfiles.name}.setting`, (event) => this.settingChanged(event));
  }

  async owner(customerId: number): Promise<ContactOwner> {
    const rows: Array<{ comp_id: number | null; filter_contacts: boolean }> = await this.tx.manager.query(
      'SELECT comp_id, filter_contacts FROM customer_profiles WHERE customer_id = $1',
      [customerId],
    );
    const compId = rows[0]?.comp_id ?? null;
    return { customerId, compId, filterContacts: rows[0]?.filter_contacts ?? false, scope: scopeOf(customerId, compId) };
  }

  async profileChanged({ envelope, data }: InboundEvent<'CustomerProfileChanged'>): Promise<void> {
    const customerId = Number(data.customerId);
    if (!Number.isInteger(customerId)) return;
    const compId = data.compId || null;
    // The latest change wins: a profile that arrives late (redelivered, or overtaken on the broker) changes nothing.
    const applied: unknown[] = await this.tx.manager.query(
      `INSERT INTO customer_profiles (customer_id, comp_id, changed_at) VALUES ($1, $2, $3)
       ON CONFLICT (customer_id) DO UPDATE SET comp_id = EXCLUDED.comp_id, changed_at = EXCLUDED.changed_at
       WHERE customer_profiles.changed_at <= EXCLUDED.changed_at
       RETURNING customer_id`,
      [customerId, compId, envelope.occurredAt || new Date().toISOString()],
    );
    if (!applied.length) return;
    // A customer who joins or leaves a company takes its contacts along.
    await this.tx.manager.query('UPDATE contacts SET scope = $2 WHERE cust_id = $1 AND scope <> $2', [
      customerId,
      scopeOf(customerId, compId),
    ]);
  }

  async settingChanged({ data }: InboundEvent<'CustomerSettingChanged'>): Promise<void> {
    const customerId = Number(data.customerId);
    if (!Number.isInteger(customerId)) return;
    let value: unknown;
    try {
      value = JSON.parse(data.valueJson);
    } catch {
      return;
    }
    if (data.setting === 'filterContacts' && typeof value === 'boolean') {
      await this.tx.manager.query(
        // A row made here has heard no profile yet: the first CustomerProfileChanged, however old, still applies.
        `INSERT INTO customer_profiles (customer_id, filter_contacts, changed_at) VALUES ($1, $2, '-infinity')
         ON CONFLICT (customer_id) DO UPDATE SET filter_contacts = EXCLUDED.filter_contacts`,
        [customerId, value],
      );
    }
    // The favourite chosen on the profile screen: the contact becomes primary (and no other); a change that
    // this service caused comes back with its actor and is already applied.
    if (data.setting === 'primaryContactId' && data.changedBy !== CONTACTS_ACTOR && (value === null || Number.isInteger(value))) {
      const contactId = value as number | null;
      const owned: unknown[] =
        contactId === null
          ? []
          : await this.tx.manager.query('SELECT 1 FROM contacts WHERE id = $1 AND cust_id = $2', [contactId, customerId]);
      if (contactId !== null && owned.length === 0) return;
      await this.tx.manager.query(
        'UPDATE contacts SET "primary" = false, updated_at = now() WHERE cust_id = $1 AND "primary" AND id IS DISTINCT FROM $2',
        [customerId, contactId],
      );
      if (contactId !== null)
        await this.tx.manager.query('UPDATE contacts SET "primary" = true, updated_at = now() WHERE id = $1 AND NOT "primary"', [
          contactId,
        ]);
    }
  }
}
