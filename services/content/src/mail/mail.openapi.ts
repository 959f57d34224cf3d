import { ApiSchemaObject, arrayOf, dateTime, int, namedSchema, nullable, objectOf, str } from '@freight/runtime';
import { MAX_BODY_LENGTH, MAX_RECIPIENTS, MAX_SUBJECT_LENGTH } from './mail-message';

/** 202 of every call that queues a mail: the mailer sends it later (and retries). */
export interface MailQueued {
  id: string;
  status: 'queued';
}

export const MAIL_QUEUED_SCHEMA = namedSchema(
  'MailQueued',
  objectOf<MailQueued>({ id: { ...str, description: 'The mail job' }, status: { type: 'string', enum: ['queued'] } }),
);

const addresses = (description?: string): ApiSchemaObject => ({
  ...arrayOf({ ...str, format: 'email' }),
  ...(description ? { description } : {}),
});

/** What MemberMailSender.check accepts. */
export const SEND_MAIL_BODY: ApiSchemaObject = {
  type: 'object',
  required: ['to', 'subject', 'content'],
  properties: {
    to: addresses(`At most ${MAX_RECIPIENTS} addresses over to, cc, bcc and replyTo`),
    cc: addresses(),
    bcc: addresses(),
    replyTo: addresses(),
    subject: { ...str, maxLength: MAX_SUBJECT_LENGTH, description: 'One line' },
    content: { ...str, maxLength: MAX_BODY_LENGTH, description: 'Text, or HTML (sanitised) with formatType=html' },
  },
};

export const TEST_MAIL_BODY: ApiSchemaObject = { type: 'object', required: ['to'], properties: { to: { ...str, format: 'email' } } };

/** One mail the embedded SMTP sink caught (GET /email/sink). */
export interface SinkMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
}

export const SINK_MAIL_SCHEMA = objectOf<SinkMail>({
  id: int,
  receivedAt: dateTime,
  from: str,
  to: arrayOf(str),
  subject: str,
  text: str,
  html: nullable(str),
});
