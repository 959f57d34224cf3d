import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { findCarrier } from '@freight/reference-data';
import { batchParam, TransactionHost } from '@freight/kernel';
import type { EventPayload } from '@freight/contracts';
import { EventSubscriptions, InboundEvent } from '@freight/messaging';
import { bodiesOf, checkRecipients, checkSubject, isMailAddress, MAX_BODY_LENGTH, noticeBodies } from '../mail/mail-message';
import { checkAttachments } from '../mail/mail-attachments';
import { MailJob, MailQueue } from '../mail/mail-queue';
import { CONTENT_CONFIG, ContentConfig } from '../content.config';

type Lang = 'sv' | 'en';

/** Swedish for Swedish addresses (and unknown ones), English for the rest. */
export const noticeLanguage = (country: string): Lang => (country === '' || country.toUpperCase() === 'SE' ? 'sv' : 'en');

const carrierName = (code: number) => findCarrier(code)?.name ?? (code ? `#${code}` : '');

type NoticeStatus = 'PICKUP' | 'DELIVERED';
/** The statuses a consignee who asked for notices hears of. */
const noticeStatus = (data: EventPayload<'OrderStatusChanged'>): NoticeStatus | undefined => {
  const status = data.status.toUpperCase();
  return data.consignmentNo && (status === 'PICKUP' || status === 'DELIVERED') ? status : undefined;
};

interface NoticeConsignee {
  consignment_no: string;
  consignee_name: string;
  consignee_email: string;
  language: Lang;
  supplier_id: number;
  customer_id: number;
}

export const NOTICE_TEXTS = {
  preNotice: {
    sv: (p: NoticeParams) => ({
      subject: `Försändelse till dig från ${p.consignor} – ${p.consignmentNo}`,
      paragraphs: [
        `Hej ${p.name}!`,
        `${p.consignor} har bokat en försändelse till dig med ${p.carrier}. Försändelsenumret är ${p.consignmentNo}.`,
        ...(p.trackingUrl ? [`Följ försändelsen här: ${p.trackingUrl}`] : []),
        'Du får ett nytt meddelande när försändelsen har hämtats och när den har levererats.',
        'Det här meddelandet skickades automatiskt från Frakt och går inte att svara på.',
      ],
    }),
    en: (p: NoticeParams) => ({
      subject: `A consignment to you from ${p.consignor} – ${p.consignmentNo}`,
      paragraphs: [
        `Hello ${p.name},`,
        `${p.consignor} has booked a consignment to you with ${p.carrier}. The consignment number is ${p.consignmentNo}.`,
        ...(p.trackingUrl ? [`Track it here: ${p.trackingUrl}`] : []),
        'You will get another message when the consignment has been picked up and when it has been delivered.',
        'This message was sent automatically by Frakt; replies are not read.',
      ],
    }),
  },
  PICKUP: {
    sv: (p: NoticeParams) => ({
      subject: `Din försändelse ${p.consignmentNo} har hämtats`,
      paragraphs: [
        `Hej ${p.name}!`,
        `Försändelsen ${p.consignmentNo} har hämtats av ${p.carrier} och är på väg till dig.`,
        'Det här meddelandet skickades automatiskt från Frakt och går inte att svara på.',
      ],
    }),
    en: (p: NoticeParams) => ({
      subject: `Your consignment ${p.consignmentNo} has been picked up`,
      paragraphs: [
        `Hello ${p.name},`,
        `The consignment ${p.consignmentNo} has been picked up by ${p.carrier} and is on its way to you.`,
        'This message was sent automatically by Frakt; replies are not read.',
      ],
    }),
  },
  DELIVERED: {
    sv: (p: NoticeParams) => ({
      subject: `Din försändelse ${p.consignmentNo} har levererats`,
      paragraphs: [
        `Hej ${p.name}!`,
        `Försändelsen ${p.consignmentNo} har levererats av ${p.carrier}.`,
        'Det här meddelandet skickades automatiskt från Frakt och går inte att svara på.',
      ],
    }),
    en: (p: NoticeParams) => ({
      subject: `Your consignment ${p.consignmentNo} has been delivered`,
      paragraphs: [
        `Hello ${p.name},`,
        `The consignment ${p.consignmentNo} has been delivered by ${p.carrier}.`,
        'This message was sent automatically by Frakt; replies are not read.',
      ],
    }),
  },
} as const;

interface NoticeParams {
  name: string;
  consignor: string;
  carrier: string;
  consignmentNo: string;
  /** The portal's public tracking page of the consignment (pre-notice only). */
  trackingUrl?: string;
}

/**
 * The mail that events ask for: the consignee's pre-notice when an order is booked with the e-mail notify
 * flag and an address that passes the e-mail check, picked-up and delivered notices for the same consignees,
 * and any service's MailRequested. Each inbound event is applied once (the inbox), and each job's cause is the
 * event's id, so a redelivered event queues nothing new.
 */
@Injectable()
export class MailFromEvents implements OnModuleInit {
  constructor(
    private readonly subscriptions: EventSubscriptions,
    private readonly tx: TransactionHost,
    private readonly queue: MailQueue,
    @Inject(CONTENT_CONFIG) private readonly content: ContentConfig,
  ) {}

  onModuleInit(): void {
    this.subscriptions.onChunk('OrderBooked', 'SendPreNoticeWhenOrderBooked', (events) => this.orderBooked(events));
    // Every carrier report reaches this consumer; only a pick-up or a delivery asks anything of it.
    this.subscriptions.onChunk('OrderStatusChanged', 'SendStatusNoticeWhenOrderStatusChanged', (events) => this.statusChanged(events), {
      wanted: async (events) => events.map(({ data }) => noticeStatus(data) !== undefined),
    });
    this.subscriptions.on('MailRequested', 'SendMailWhenRequested', (event) => this.mailRequested(event));
  }

  /** A chunk of bookings: their copies in one statement (every booking lands here), then a pre-notice for each that asks. */
  async orderBooked(events: InboundEvent<'OrderBooked'>[]): Promise<void> {
    const booked = events
      .filter(({ data }) => data.consignmentNo && Number.isInteger(Number(data.customerId)))
      .map(({ envelope, data }) => {
        const email = data.consigneeEmail.trim();
        const notify = data.consigneeEmailNotify && isMailAddress(email);
        return { envelope, data, email, notify, customerId: Number(data.customerId), language: noticeLanguage(data.consigneeCountry) };
      });
    if (!booked.length) return;
    // Carrier messages and status notices are checked against this copy of the booked consignments.
    await this.tx.manager.query(
      `INSERT INTO booked_consignments (consignment_no, order_no, customer_id, supplier_id, consignee_name, consignee_email, consignee_email_notify, language, booked_at)
       SELECT * FROM json_to_recordset($1::json) AS r(consignment_no text, order_no text, customer_id integer, supplier_id integer,
         consignee_name text, consignee_email text, consignee_email_notify boolean, language text, booked_at timestamptz)
       ON CONFLICT (consignment_no) DO NOTHING`,
      [
        batchParam(
          booked.map(({ envelope, data, email, notify, customerId, language }) => ({
            consignment_no: data.consignmentNo,
            order_no: data.orderNo,
            customer_id: customerId,
            supplier_id: data.supplierId,
            consignee_name: data.consigneeName,
            consignee_email: notify ? email : '',
            consignee_email_notify: notify,
            language,
            booked_at: data.bookedAt || envelope.occurredAt,
          })),
        ),
      ],
    );
    await this.queue.enqueueAll(
      booked
        .filter((b) => b.notify)
        .map(({ envelope, data, email, customerId, language }) => {
          const texts = NOTICE_TEXTS.preNotice[language]({
            name: data.consigneeName || (language === 'sv' ? 'mottagare' : 'recipient'),
            consignor: data.consignorName || 'Frakt',
            carrier: carrierName(data.supplierId),
            consignmentNo: data.consignmentNo,
            trackingUrl: `${this.content.mail.publicUrl}/spara/${encodeURIComponent(data.consignmentNo)}`,
          });
          return {
            cause: `event:${envelope.eventId}:pre-notice`,
            kind: 'pre-notice',
            customerId,
            senderType: 1,
            recipients: { to: [email], cc: [], bcc: [], replyTo: [] },
            subject: texts.subject,
            bodies: noticeBodies(texts.paragraphs),
            language,
          };
        }),
    );
  }

  /** A chunk of reports: the consignees in one read, then one notice per consignment and status that asks for one, in one write. */
  async statusChanged(events: InboundEvent<'OrderStatusChanged'>[]): Promise<void> {
    const notices = new Map<string, { consignmentNo: string; status: NoticeStatus }>();
    for (const { data } of events) {
      const status = noticeStatus(data);
      // One notice per status and consignment, whichever report (or repeated report) brought it.
      if (status) notices.set(`${data.consignmentNo}:${status}`, { consignmentNo: data.consignmentNo, status });
    }
    if (!notices.size) return;
    const consignees: NoticeConsignee[] = await this.tx.manager.query(
      `SELECT consignment_no, consignee_name, consignee_email, language, supplier_id, customer_id
         FROM booked_consignments WHERE consignment_no = ANY($1) AND consignee_email_notify`,
      [[...new Set([...notices.values()].map((notice) => notice.consignmentNo))]],
    );
    const byConsignment = new Map(consignees.map((consignee) => [consignee.consignment_no, consignee]));
    const jobs: MailJob[] = [];
    for (const [cause, { consignmentNo, status }] of notices) {
      const booked = byConsignment.get(consignmentNo);
      if (!booked) continue;
      const texts = NOTICE_TEXTS[status][booked.language]({
        name: booked.consignee_name || (booked.language === 'sv' ? 'mottagare' : 'recipient'),
        consignor: '',
        carrier: carrierName(booked.supplier_id),
        consignmentNo,
      });
      jobs.push({
        cause: `status-notice:${cause}`,
        kind: `status-notice-${status.toLowerCase()}`,
        customerId: booked.customer_id,
        senderType: 1,
        recipients: { to: [booked.consignee_email], cc: [], bcc: [], replyTo: [] },
        subject: texts.subject,
        bodies: noticeBodies(texts.paragraphs),
        language: booked.language,
      });
    }
    await this.queue.enqueueAll(jobs);
  }

  async mailRequested({ envelope, data }: InboundEvent<'MailRequested'>): Promise<void> {
    const { recipients, errors } = checkRecipients({ to: data.to, cc: data.cc, bcc: data.bcc, replyTo: data.replyTo });
    const subject = checkSubject(data.subject);
    const html = data.html.slice(0, MAX_BODY_LENGTH);
    const bodies = html.trim()
      ? { ...bodiesOf(html, 'html'), ...(data.text.trim() ? { text: data.text.slice(0, MAX_BODY_LENGTH) } : {}) }
      : bodiesOf(data.text.slice(0, MAX_BODY_LENGTH), 'plain');
    const files = checkAttachments(data.attachments);
    const problems = [
      ...errors.map((e) => `${e.field} ${e.code}`),
      ...(subject.error ? ['subject'] : []),
      ...(bodies.text.trim() ? [] : ['text']),
      ...(files.problem ? [files.problem] : []),
    ];
    const customerId = Number(data.customerId);
    await this.queue.enqueue({
      cause: `event:${envelope.eventId}`,
      kind: (data.kind || 'requested').slice(0, 60),
      customerId: data.customerId && Number.isInteger(customerId) ? customerId : null,
      senderType: data.senderType,
      recipients,
      subject: subject.subject.slice(0, 200),
      bodies,
      language: data.language === 'en' ? 'en' : 'sv',
      // A refused request keeps no files: it is a record of what was asked, never sent.
      attachments: problems.length ? undefined : files.attachments,
      refused: problems.length ? `refused: ${problems.join(', ')}`.slice(0, 500) : undefined,
    });
  }
}
