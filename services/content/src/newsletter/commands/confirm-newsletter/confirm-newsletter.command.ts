import { Command } from '@nestjs/cqrs';

export class ConfirmNewsletterCommand extends Command<boolean> {
  constructor(readonly token: unknown) {
    super();
  }
}
