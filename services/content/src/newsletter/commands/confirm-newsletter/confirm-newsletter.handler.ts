import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { NewsletterTokens } from '../../newsletter-tokens';
import { ConfirmNewsletterCommand } from './confirm-newsletter.command';

/** GET /email/newsletter/confirm: whether the link confirmed (or had confirmed) its subscription. */
@CommandHandler(ConfirmNewsletterCommand)
export class ConfirmNewsletterHandler implements ICommandHandler<ConfirmNewsletterCommand, boolean> {
  constructor(private readonly tokens: NewsletterTokens) {}

  async execute({ token }: ConfirmNewsletterCommand): Promise<boolean> {
    return typeof token === 'string' && token.length < 300 && (await this.tokens.confirm(token));
  }
}
