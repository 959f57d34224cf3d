import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiBody, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import { arrayOf } from '@freight/runtime';
import {
  CurrentPrincipal,
  DomainError,
  FastifyReply,
  FieldError,
  Principal,
  Public,
  requestContext,
  TransactionHost,
  translate,
} from '@freight/kernel';
import { findCarrier } from '@freight/reference-data';
import { escapeHtml } from '../content-blocks/sanitize';
import { isMailAddress } from '../mail/mail-message';
import { MemberMailSender } from '../mail/send-email';
import { objectBody } from '../http/body';
import { Subscription, SUBSCRIBE_BODY, SUBSCRIPTION_SCHEMA } from './newsletter.openapi';
import { CONTENT_CONFIG, ContentConfig } from '../content.config';

const HTML_PAGE = { 'text/html': { schema: { type: 'string' } } };

/** How long a confirmation link works. */
const LINK_DAYS = 7;

/**
 * Carrier newsletters (spec section 1): a member subscribes an address to a carrier's newsletter; the address
 * gets a mail with a signed confirmation link (double opt-in), and only a confirmed subscription is active.
 */
@Controller('email/newsletter')
export class NewsletterHttpController {
  constructor(
    private readonly tx: TransactionHost,
    private readonly sender: MemberMailSender,
    @Inject(CONTENT_CONFIG) private readonly content: ContentConfig,
  ) {}

  @Get()
  @ApiOkResponse({ description: "The customer's subscriptions", schema: arrayOf(SUBSCRIPTION_SCHEMA) })
  async list(@CurrentPrincipal() principal: Principal): Promise<Subscription[]> {
    const rows: { carrier_code: number; email: string; status: Subscription['status'] }[] = await this.tx.manager.query(
      'SELECT carrier_code, email, status FROM newsletter_subscriptions WHERE customer_id = $1 ORDER BY carrier_code',
      [principal.customerId],
    );
    return rows.map((r) => ({
      carrierCode: r.carrier_code,
      carrierName: findCarrier(r.carrier_code)?.name ?? '',
      email: r.email,
      status: r.status,
    }));
  }

  /** POST /email/newsletter {carrierCode, email}: 202, pending until the link in the mail is opened. */
  @Post()
  @HttpCode(202)
  @ApiBody({ schema: SUBSCRIBE_BODY })
  @ApiAcceptedResponse({ description: 'Pending until the link in the mail is opened', schema: SUBSCRIPTION_SCHEMA })
  async subscribe(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<Subscription> {
    const b = objectBody(body);
    const errors: FieldError[] = [];
    const carrier = Number.isInteger(b.carrierCode) ? findCarrier(b.carrierCode as number) : undefined;
    if (!carrier?.active)
      errors.push({ field: 'carrierCode', code: b.carrierCode === undefined ? 'VALIDATION.REQUIRED' : 'VALIDATION.INVALID_FORMAT' });
    const email = typeof b.email === 'string' ? b.email.trim() : '';
    if (!isMailAddress(email)) errors.push({ field: 'email', code: email ? 'VALIDATION.INVALID_EMAIL' : 'VALIDATION.REQUIRED' });
    if (errors.length) throw DomainError.invalid(errors);
    const nonce = randomBytes(16).toString('base64url');
    return this.tx.run(async (manager) => {
      await manager.query(
        `INSERT INTO newsletter_subscriptions (customer_id, carrier_code, email, status, nonce) VALUES ($1, $2, $3, 'pending', $4)
         ON CONFLICT (customer_id, carrier_code) DO UPDATE SET email = EXCLUDED.email, status = 'pending', nonce = EXCLUDED.nonce, requested_at = now(), confirmed_at = NULL`,
        [principal.customerId, carrier!.code, email, nonce],
      );
      const token = await this.sign(`${principal.customerId}.${carrier!.code}.${nonce}`);
      // The configured address, never the request's Host: a mail from us must not carry a host the caller chose.
      const link = `${this.content.mail.publicUrl}/api/email/newsletter/confirm?token=${encodeURIComponent(token)}`;
      const sv = requestContext.language() === 'sv';
      await this.sender.send(principal, {
        kind: 'newsletter-confirm',
        senderType: 1,
        recipients: { to: [email], cc: [], bcc: [], replyTo: [] },
        subject: sv
          ? `Bekräfta prenumerationen på ${carrier!.name}s nyhetsbrev`
          : `Confirm your subscription to ${carrier!.name}'s newsletter`,
        content: sv
          ? `<p>Någon, förhoppningsvis du, har anmält den här adressen till ${escapeHtml(carrier!.name)}s nyhetsbrev via Frakt.</p><p><a href="${escapeHtml(link)}">Bekräfta prenumerationen</a></p><p>Länken gäller i ${LINK_DAYS} dagar. Har du inte anmält dig kan du bortse från det här meddelandet.</p>`
          : `<p>Someone, hopefully you, has signed this address up for ${escapeHtml(carrier!.name)}'s newsletter through Frakt.</p><p><a href="${escapeHtml(link)}">Confirm the subscription</a></p><p>The link works for ${LINK_DAYS} days. If you did not sign up, ignore this message.</p>`,
        format: 'html',
      });
      return { carrierCode: carrier!.code, carrierName: carrier!.name, email, status: 'pending' as const };
    });
  }

  /** The link in the confirmation mail: no sign-in (it is opened from a mailbox), the signature is the proof. */
  @Get('confirm')
  @ApiOkResponse({ description: 'A page saying the subscription is confirmed', content: HTML_PAGE })
  @ApiBadRequestResponse({ description: 'A page saying the link is invalid or expired', content: HTML_PAGE })
  @Public()
  async confirm(@Query('token') token: unknown, @Res() reply: FastifyReply): Promise<void> {
    const language = requestContext.language();
    const confirmed = typeof token === 'string' && token.length < 300 && (await this.confirmToken(token));
    const text = translate(confirmed ? 'NEWSLETTER.CONFIRMED' : 'NEWSLETTER.LINK_INVALID', language);
    await reply
      .status(confirmed ? 200 : 400)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(`<!doctype html><html lang="${language}"><meta charset="utf-8"><title>Frakt</title><p>${escapeHtml(text)}</p></html>`);
  }

  @Delete(':carrierCode')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Unsubscribed' })
  async unsubscribe(@CurrentPrincipal() principal: Principal, @Param('carrierCode') raw: string): Promise<void> {
    const rows = await this.tx.manager.query(
      `WITH changed AS (UPDATE newsletter_subscriptions SET status = 'unsubscribed' WHERE customer_id = $1 AND carrier_code = $2 RETURNING 1) SELECT * FROM changed`,
      [principal.customerId, Number.parseInt(raw, 10) || 0],
    );
    if (!rows.length) throw DomainError.notFound('NEWSLETTER.NOT_FOUND');
  }

  private async confirmToken(token: string): Promise<boolean> {
    const dot = token.lastIndexOf('.');
    const payload = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1), 'base64url');
    const expected = Buffer.from((await this.sign(payload)).slice(payload.length + 1), 'base64url');
    if (dot < 1 || given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const [customerId, carrierCode, nonce] = payload.split('.');
    const rows = await this.tx.manager.query(
      `WITH changed AS (UPDATE newsletter_subscriptions SET status = 'active', confirmed_at = coalesce(confirmed_at, now())
        WHERE customer_id = $1 AND carrier_code = $2 AND nonce = $3 AND status IN ('pending', 'active') AND requested_at > now() - make_interval(days => $4) RETURNING 1)
       SELECT * FROM changed`,
      [Number(customerId), Number(carrierCode), nonce, LINK_DAYS],
    );
    return rows.length === 1;
  }

  /** payload + "." + HMAC-SHA256 of it under the database's newsletter key. */
  private async sign(payload: string): Promise<string> {
    const [{ value }] = await this.tx.manager.query(`SELECT value FROM content_secrets WHERE name = 'newsletter'`);
    return `${payload}.${createHmac('sha256', value).update(payload).digest('base64url')}`;
  }
}
