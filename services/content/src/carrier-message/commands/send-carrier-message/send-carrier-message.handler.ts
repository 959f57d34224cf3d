import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError, FieldError, requestContext, TransactionHost, translate } from '@freight/kernel';
import { findCarrier } from '@freight/reference-data';
import { escapeHtml } from '../../../content-blocks/sanitize';
import { carrierMessageConsignmentNotFound, carrierMessageFailed } from '../../../content.errors';
import { objectBody } from '../../../http/body';
import { isMailAddress, oneLine } from '../../../mail/mail-message';
import type { MailQueued } from '../../../mail/mail.openapi';
import { MemberMailSender } from '../../../mail/send-email';
import { SendCarrierMessageCommand } from './send-carrier-message.command';

const MAX_MESSAGE_LENGTH = 5000;

/** POST /email/carrier-message: about one of the member's own booked consignments, with consent to the cost; mailed to the carrier. */
@CommandHandler(SendCarrierMessageCommand)
export class SendCarrierMessageHandler implements ICommandHandler<SendCarrierMessageCommand, MailQueued> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly sender: MemberMailSender,
  ) {}

  async execute({ principal, body }: SendCarrierMessageCommand): Promise<MailQueued> {
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
      if (!booked) throw carrierMessageConsignmentNotFound();
      const [mailbox]: { email: string }[] = await manager.query('SELECT email FROM carrier_mailboxes WHERE carrier_code = $1', [
        booked.supplier_id,
      ]);
      if (!mailbox || !isMailAddress(mailbox.email)) throw carrierMessageFailed();
      const carrier = findCarrier(booked.supplier_id)?.name ?? String(booked.supplier_id);
      const language = requestContext.language();
      const intro = translate('CARRIER_MESSAGE.INTRO', language, { customerId: principal.customerId, consignmentNo, carrier });
      const id = await this.sender.send(principal, {
        kind: 'carrier-message',
        senderType: 2,
        recipients: { to: [mailbox.email], cc: [], bcc: [], replyTo: replyTo ? [replyTo] : [] },
        subject: oneLine(translate('CARRIER_MESSAGE.SUBJECT', language, { consignmentNo })),
        content: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(message).replace(/\r?\n/g, '<br>')}</p>`,
        format: 'html',
      });
      await manager.query(
        'INSERT INTO carrier_messages (customer_id, user_id, consignment_no, carrier_code, message, consent_to_costs, mail_id) VALUES ($1, $2, $3, $4, $5, true, $6)',
        [principal.customerId, principal.userId, consignmentNo, booked.supplier_id, message, id],
      );
      return { id, status: 'queued' as const };
    });
  }
}
