import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { CustomerEntity } from '../../database/customer.entity';
import { KnownContactEntity } from '../../database/known-contact.entity';
import { parseCustomerSetting, type SettingField, settingValueJson } from '../../domain/customer-setting';
import { CustomerProfilePublisher } from '../../application/customer-profile-publisher';

export class UpdateCustomerSettingCommand {
  constructor(
    readonly customerId: number,
    readonly setting: string,
    readonly value: unknown,
    /** User id of the caller, for the event's audit trail. */
    readonly changedBy: string,
  ) {}
}

/** The settings other services keep a copy of (CustomerProfileChanged): changing one publishes the profile. */
const PROFILE_SETTINGS: ReadonlySet<SettingField> = new Set<SettingField>([
  'consigneeType',
  'showAllBooked',
  'insuranceDisabled',
  'insuranceGoodsValueOre',
  'noPickup',
]);

/**
 * Writes one setting and records CustomerSettingChanged in the same transaction. Writing the value
 * the customer already has changes nothing and records no event.
 */
@CommandHandler(UpdateCustomerSettingCommand)
export class UpdateCustomerSettingHandler implements ICommandHandler<UpdateCustomerSettingCommand, void> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly profiles: CustomerProfilePublisher,
  ) {}

  async execute({ customerId, setting, value, changedBy }: UpdateCustomerSettingCommand): Promise<void> {
    const change = parseCustomerSetting(setting, value);
    await this.tx.run(async (manager) => {
      const customer = await manager.findOne(CustomerEntity, { where: { id: customerId }, lock: { mode: 'pessimistic_write' } });
      if (!customer) throw DomainError.notFound('CUSTOMER.NOT_FOUND');
      if (change.field === 'primaryContactId' && change.value !== null) {
        // Someone else's contact and no contact at all answer the same, so contact ids cannot be probed.
        const own = await manager.existsBy(KnownContactEntity, { contactId: change.value, customerId });
        if (!own) throw DomainError.invalid([{ field: 'value', code: 'HTTP.NOT_FOUND' }]);
      }
      if (customer[change.field] === change.value) return;
      await manager.update(CustomerEntity, { id: customerId }, { [change.field]: change.value });
      await this.outbox.record('CustomerSettingChanged', customerId, {
        customerId: String(customerId),
        setting: change.field,
        valueJson: settingValueJson(change),
        changedBy,
      });
      // The consignee type, showAllBooked and the booking defaults are part of what other services know of a customer.
      if (PROFILE_SETTINGS.has(change.field)) await this.profiles.publish({ ...customer, [change.field]: change.value });
    });
  }
}
