import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiOkResponse } from '@nestjs/swagger';
import { arrayOf } from '@freight/runtime';
import { assertAdmin, CurrentPrincipal, DomainError, FieldError, Principal, requestContext, TransactionHost } from '@freight/kernel';
import { findCarrier } from '@freight/reference-data';
import { escapeHtml } from '../content-blocks/sanitize';
import { isMailAddress, oneLine } from '../mail/mail-message';
import { MemberMailSender } from '../mail/send-email';
import { objectBody } from '../http/body';
import { MAIL_QUEUED_SCHEMA } from '../mail/mail.openapi';
import { CARRIER_MAILBOX_BODY, CARRIER_MAILBOX_SCHEMA, CARRIER_MESSAGE_BODY, CarrierMailbox } from './carrier-message.openapi';

const MAX_MESSAGE_LENGTH = 5000;

/**
 * Message to the carrier (spec sections 1, 3, 5, 8): about one of the member's own booked consignments, with
 * consent to the cost in the price list; sent by e-mail to the carrier's configured address, replies to the
 * member when a replyTo is given.
 */
@Controller('email')
export class CarrierMessageHttpController {
  constructor(
    private readonly tx: TransactionHost,
    private readonly sender: MemberMailSender,
  ) {}

  /** POST /email/carrier-message {consignmentNo, message, consentToCosts: true, replyTo?}: 202 {id, status: "queued"}. */
  @Post('carrier-message')
  @HttpCode(202)
  @ApiBody({ schema: CARRIER_MESSAGE_BODY })
  @ApiAcceptedResponse({ schema: MAIL_QUEUED_SCHEMA })
  async send(@CurrentPrincipal() principal: Principal, @Body() body: unknown) {
    const b = objectBody(body);
    const errors: FieldError[] = [];
    const consignmentNo = typeof b.consignmentNo === 'string' ? b.consignmentNo.trim() : '';
    if (!consignmentNo) errors.push({ field: 'consignmentNo', code: 'VALIDATION.REQUIRED' });
    else if (consignmentNo.length > 40) errors.push({ field: 'consignmentNo', code: 'VALIDATION.TOO_LONG' });
    const message = typeof b.message === 'string' ? b.message.trim() : '';
    if (!message) errors.push({ field: 'message', code: 'VALIDATION.REQUIRED' });
    else if (message.length > MAX_MESSAGE_LENGTH) errors.push({ field: 'message', code: 'VALIDATION.TOO_LONG' });
    if (b.consentToCosts !== true) errors.push({ field: 'consentToCosts', code: 'MAIL.CONSENT_REQUIRED' });
    const replyTo = typeof b.replyTo === 'string' ? b.replyTo.trim() : undefined;
    if (b.replyTo !== undefined && b.replyTo !== '' && !isMailAddress(replyTo))
      errors.push({ field: 'replyTo', code: 'VALIDATION.INVALID_EMAIL' });
    if (errors.length) throw DomainError.invalid(errors);

    return this.tx.run(async (manager) => {
      const [booked]: { supplier_id: number; order_no: string }[] = await manager.query(
        'SELECT supplier_id, order_no FROM booked_consignments WHERE consignment_no = $1 AND customer_id = $2',
        [consignmentNo, principal.customerId],
      );
      // Another customer's consignment is as unknown as one that does not exist.
      if (!booked)
        throw new DomainError('not_found', 'MAIL.CONSIGNMENT_NOT_FOUND', {
          fieldErrors: [{ field: 'consignmentNo', code: 'MAIL.CONSIGNMENT_NOT_FOUND' }],
        });
      const [mailbox]: { email: string }[] = await manager.query('SELECT email FROM carrier_mailboxes WHERE carrier_code = $1', [
        booked.supplier_id,
      ]);
      if (!mailbox || !isMailAddress(mailbox.email)) throw new DomainError('unprocessable', 'ERROR.CARRIER_MESSAGE_FAILED');
      const carrier = findCarrier(booked.supplier_id)?.name ?? String(booked.supplier_id);
      const sv = requestContext.language() === 'sv';
      const intro = sv
        ? `Meddelande från Frakts kund ${principal.customerId} om försändelse ${consignmentNo} (${carrier}). Kunden har godkänt kostnaden enligt prislistan.`
        : `Message from Frakt customer ${principal.customerId} about consignment ${consignmentNo} (${carrier}). The customer has accepted the cost according to the price list.`;
      const id = await this.sender.send(principal, {
        kind: 'carrier-message',
        senderType: 2,
        recipients: { to: [mailbox.email], cc: [], bcc: [], replyTo: replyTo ? [replyTo] : [] },
        subject: oneLine(`${sv ? 'Meddelande om försändelse' : 'Message about consignment'} ${consignmentNo}`),
        content: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(message).replace(/\r?\n/g, '<br>')}</p>`,
        format: 'html',
      });
      await manager.query(
        'INSERT INTO carrier_messages (customer_id, user_id, consignment_no, carrier_code, message, consent_to_costs, mail_id) VALUES ($1, $2, $3, $4, $5, true, $6)',
        [principal.customerId, principal.userId, consignmentNo, booked.supplier_id, message, id],
      );
      return { id, status: 'queued' };
    });
  }

  /** Admin: where each carrier's messages go. */
  @Get('carrier-mailboxes')
  @ApiOkResponse({ schema: arrayOf(CARRIER_MAILBOX_SCHEMA) })
  async mailboxes(@CurrentPrincipal() principal: Principal): Promise<CarrierMailbox[]> {
    assertAdmin(principal);
    const rows: { carrier_code: number; email: string }[] = await this.tx.manager.query(
      'SELECT carrier_code, email FROM carrier_mailboxes ORDER BY carrier_code',
    );
    return rows.map((r) => ({ carrierCode: r.carrier_code, carrierName: findCarrier(r.carrier_code)?.name ?? '', email: r.email }));
  }

  /** Admin: PUT /email/carrier-mailboxes/{carrierCode} {email} sets the carrier's address for messages. */
  @Put('carrier-mailboxes/:carrierCode')
  @ApiBody({ schema: CARRIER_MAILBOX_BODY })
  @ApiOkResponse({ schema: CARRIER_MAILBOX_SCHEMA })
  async setMailbox(
    @CurrentPrincipal() principal: Principal,
    @Param('carrierCode') raw: string,
    @Body() body: unknown,
  ): Promise<CarrierMailbox> {
    assertAdmin(principal);
    const carrier = /^\d{1,6}$/.test(raw) ? findCarrier(Number(raw)) : undefined;
    if (!carrier) throw DomainError.notFound('CARRIER.UNKNOWN_CARRIER');
    const email = (body as { email?: unknown } | null)?.email;
    const address = typeof email === 'string' ? email.trim() : '';
    if (!isMailAddress(address))
      throw DomainError.invalid([{ field: 'email', code: address ? 'VALIDATION.INVALID_EMAIL' : 'VALIDATION.REQUIRED' }]);
    await this.tx.manager.query(
      'INSERT INTO carrier_mailboxes (carrier_code, email) VALUES ($1, $2) ON CONFLICT (carrier_code) DO UPDATE SET email = EXCLUDED.email',
      [carrier.code, address],
    );
    return { carrierCode: carrier.code, carrierName: carrier.name, email: address };
  }
}
