import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { Outbox } from '@freight/messaging';
import { CustomerEntity } from '../../database/customer.entity';
import { RequestedCarrier, sameCarriers, selectCarriers } from '../../domain/carrier-selection';
import { CustomerProfilePublisher } from '../../application/customer-profile-publisher';

export class UpdateCustomerCarriersCommand {
  constructor(
    readonly customerId: number,
    readonly carriers: readonly RequestedCarrier[],
  ) {}
}

/**
 * Replaces the customer's carrier list with the one given and records CustomerCarriersChanged (the
 * complete list) and the new CustomerProfileChanged in the same transaction; an unchanged list records nothing.
 */
@CommandHandler(UpdateCustomerCarriersCommand)
export class UpdateCustomerCarriersHandler implements ICommandHandler<UpdateCustomerCarriersCommand, void> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly outbox: Outbox,
    private readonly profiles: CustomerProfilePublisher,
  ) {}

  async execute({ customerId, carriers: requested }: UpdateCustomerCarriersCommand): Promise<void> {
    const carriers = selectCarriers(requested);
    await this.tx.run(async (manager) => {
      const customer = await manager.findOne(CustomerEntity, { where: { id: customerId }, lock: { mode: 'pessimistic_write' } });
      if (!customer) throw DomainError.notFound('CUSTOMER.NOT_FOUND');
      if (sameCarriers(customer.carriers, carriers)) return;
      await manager.update(CustomerEntity, { id: customerId }, { carriers });
      await this.outbox.record('CustomerCarriersChanged', customerId, { customerId: String(customerId), carriers });
      await this.profiles.publish({ ...customer, carriers });
    });
  }
}
