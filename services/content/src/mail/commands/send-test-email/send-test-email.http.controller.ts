import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiBody } from '@nestjs/swagger';
import { CurrentPrincipal, DomainError, Principal } from '@freight/kernel';
import { isMailAddress } from '../../mail-message';
import { MAIL_QUEUED_SCHEMA, TEST_MAIL_BODY, type MailQueued } from '../../mail.openapi';
import { SendTestEmailCommand } from './send-test-email.command';

/** POST /email/test, for the console's /test/mail: members in development (the sink catches the mail), admins anywhere. */
@Controller('email')
export class SendTestEmailHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** POST /email/test {to}: a short test mail in the caller's language, HTML with a text part. */
  @Post('test')
  @HttpCode(202)
  @ApiBody({ schema: TEST_MAIL_BODY })
  @ApiAcceptedResponse({ schema: MAIL_QUEUED_SCHEMA })
  test(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<MailQueued> {
    const to = (body as { to?: unknown } | null)?.to;
    const address = typeof to === 'string' ? to.trim() : to;
    if (!isMailAddress(address))
      throw DomainError.invalid([{ field: 'to', code: address ? 'VALIDATION.INVALID_EMAIL' : 'VALIDATION.REQUIRED' }]);
    return this.commands.execute(new SendTestEmailCommand(principal, address));
  }
}
