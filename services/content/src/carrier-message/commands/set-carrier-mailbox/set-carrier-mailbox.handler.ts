import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import type { CarrierMailbox } from '../../carrier-message.openapi';
import { SetCarrierMailboxCommand } from './set-carrier-mailbox.command';

/** PUT /email/carrier-mailboxes/{carrierCode}: sets the carrier's address for messages. */
@CommandHandler(SetCarrierMailboxCommand)
export class SetCarrierMailboxHandler implements ICommandHandler<SetCarrierMailboxCommand, CarrierMailbox> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ carrier, address }: SetCarrierMailboxCommand): Promise<CarrierMailbox> {
    await this.tx.manager.query(
      'INSERT INTO carrier_mailboxes (carrier_code, email) VALUES ($1, $2) ON CONFLICT (carrier_code) DO UPDATE SET email = EXCLUDED.email',
      [carrier.code, address],
    );
    return { carrierCode: carrier.code, carrierName: carrier.name, email: address };
  }
}
