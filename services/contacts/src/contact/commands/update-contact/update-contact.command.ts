import { Command } from '@nestjs/cqrs';
import type { Principal } from '@freight/kernel';
import type { ContactResponse } from '../../database/contact-rows';

export class UpdateContactCommand extends Command<ContactResponse> {
  constructor(
    readonly principal: Principal,
    readonly body: unknown,
  ) {
    super();
  }
}
