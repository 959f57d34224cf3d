import { Command } from '@nestjs/cqrs';
import type { Carrier } from '@freight/reference-data';
import type { CarrierMailbox } from '../../carrier-message.openapi';

export class SetCarrierMailboxCommand extends Command<CarrierMailbox> {
  constructor(
    readonly carrier: Carrier,
    readonly address: string,
  ) {
    super();
  }
}
