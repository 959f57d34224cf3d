import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, TransactionHost } from '@freight/kernel';
import { CustomerProfilePublisher } from '../../application/customer-profile-publisher';
import { CustomerEntity } from '../../database/customer.entity';

export class UpdateCreditLimitCommand {
  constructor(
    readonly customerId: number,
    /** Already validated (credit-limit.ts), in öre. */
    readonly creditLimitOre: string,
  ) {}
}

/**
 * An admin sets a customer's credit limit. It reaches billing with the customer's profile
 * (CustomerProfileChanged), whose credit control then blocks or unblocks booking; the same limit changes nothing.
 */
@CommandHandler(UpdateCreditLimitCommand)
export class UpdateCreditLimitHandler implements ICommandHandler<UpdateCreditLimitCommand, void> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly profiles: CustomerProfilePublisher,
  ) {}

  async execute({ customerId, creditLimitOre }: UpdateCreditLimitCommand): Promise<void> {
    await this.tx.run(async (manager) => {
      const customer = await manager.findOne(CustomerEntity, { where: { id: customerId }, lock: { mode: 'pessimistic_write' } });
      if (!customer) throw DomainError.notFound('CUSTOMER.NOT_FOUND');
      if (customer.creditLimitOre === creditLimitOre) return;
      await manager.update(CustomerEntity, { id: customerId }, { creditLimitOre });
      await this.profiles.publish({ ...customer, creditLimitOre });
    });
  }
}
