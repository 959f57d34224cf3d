import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { EventSubscriptions, InboundEvent, Outbox } from '@freight/messaging';

/** changedBy of the setting changes this handler makes: the contacts service already knows them and leaves them alone. */
const CONTACTS_ACTOR = 'contacts';

/**
 * Keeps known_contacts and the primaryContactId setting in step with the contacts service: a new or imported
 * contact becomes known, a deleted one is forgotten (and stops being the sender favourite), and a contact
 * marked primary there becomes the setting here.
 */
@Injectable()
export class FollowContactsOfCustomer implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
  ) {}

  onModuleInit(): void {
    const name = FollowContactsOfCustomer.name;
    this.subscriptions.on('ContactCreated', `${name}.created`, (event) => this.created(event));
    this.subscriptions.on('ContactsImported', `${name}.imported`, (event) => this.imported(event));
    this.subscriptions.on('ContactDeleted', `${name}.deleted`, (event) => this.deleted(event));
    this.subscriptions.on('ContactPrimaryChanged', `${name}.primary`, (event) => this.primaryChanged(event));
  }

  async created({ data }: InboundEvent<'ContactCreated'>): Promise<void> {
    await this.tx.manager.query('INSERT INTO known_contacts (contact_id, customer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      data.contactId,
      data.customerId,
    ]);
  }

  async imported({ data }: InboundEvent<'ContactsImported'>): Promise<void> {
    if (!data.createdContactIds.length) return;
    await this.tx.manager.query(
      'INSERT INTO known_contacts (contact_id, customer_id) SELECT unnest($1::int[]), $2 ON CONFLICT DO NOTHING',
      [data.createdContactIds, data.customerId],
    );
  }

  async deleted({ data }: InboundEvent<'ContactDeleted'>): Promise<void> {
    await this.tx.manager.query('DELETE FROM known_contacts WHERE contact_id = $1', [data.contactId]);
    await this.setPrimary(data.customerId, null, data.contactId);
  }

  async primaryChanged({ data }: InboundEvent<'ContactPrimaryChanged'>): Promise<void> {
    if (data.contactId)
      await this.created({ data: { contactId: data.contactId, customerId: data.customerId } } as InboundEvent<'ContactCreated'>);
    await this.setPrimary(data.customerId, data.contactId || null);
  }

  /** Sets the setting (only from `onlyIf` when given) and records the change as any setting change is recorded. */
  private async setPrimary(customerId: number, contactId: number | null, onlyIf?: number): Promise<void> {
    const [rows]: [Array<{ id: number }>, number] = await this.tx.manager.query(
      `UPDATE customers SET primary_contact_id = $2
        WHERE id = $1 AND primary_contact_id IS DISTINCT FROM $2 ${onlyIf === undefined ? '' : 'AND primary_contact_id = $3'}
        RETURNING id`,
      onlyIf === undefined ? [customerId, contactId] : [customerId, contactId, onlyIf],
    );
    if (!rows.length) return;
    await this.outbox.record('CustomerSettingChanged', customerId, {
      customerId: String(customerId),
      setting: 'primaryContactId',
      valueJson: JSON.stringify(contactId),
      changedBy: CONTACTS_ACTOR,
    });
  }
}
