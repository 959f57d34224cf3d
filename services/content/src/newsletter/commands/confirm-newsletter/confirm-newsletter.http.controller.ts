import { Controller, Get, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBadRequestResponse, ApiOkResponse } from '@nestjs/swagger';
import { FastifyReply, Public, requestContext, translate } from '@freight/kernel';
import { escapeHtml } from '../../../content-blocks/sanitize';
import { ConfirmNewsletterCommand } from './confirm-newsletter.command';

const HTML_PAGE = { 'text/html': { schema: { type: 'string' } } };

/** GET /email/newsletter/confirm: the link in the confirmation mail. */
@Controller('email/newsletter')
export class ConfirmNewsletterHttpController {
  constructor(private readonly commands: CommandBus) {}

  /** The link in the confirmation mail: no sign-in (it is opened from a mailbox), the signature is the proof. */
  @Get('confirm')
  @ApiOkResponse({ description: 'A page saying the subscription is confirmed', content: HTML_PAGE })
  @ApiBadRequestResponse({ description: 'A page saying the link is invalid or expired', content: HTML_PAGE })
  @Public()
  async confirm(@Query('token') token: unknown, @Res() reply: FastifyReply): Promise<void> {
    const language = requestContext.language();
    const confirmed = await this.commands.execute(new ConfirmNewsletterCommand(token));
    const text = translate(confirmed ? 'NEWSLETTER.CONFIRMED' : 'NEWSLETTER.LINK_INVALID', language);
    await reply
      .status(confirmed ? 200 : 400)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(`<!doctype html><html lang="${language}"><meta charset="utf-8"><title>Frakt</title><p>${escapeHtml(text)}</p></html>`);
  }
}
