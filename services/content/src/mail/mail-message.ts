import { FieldError, MessageCode } from '@freight/kernel';
import { OPTION_FORMAT_PATTERNS, OPTION_VALUE_MAX_LENGTH } from '@freight/reference-data';
import { escapeHtml, htmlToText, sanitizeHtml, sanitizeHtmlWithoutPictures } from '../content-blocks/sanitize';

/** At most this many addresses across to, cc, bcc and replyTo of one mail. */
export const MAX_RECIPIENTS = 50;
export const MAX_SUBJECT_LENGTH = 200;
/** A body larger than this is refused (the request limit bounds it further). */
export const MAX_BODY_LENGTH = 200_000;

/** The e-mail check of spec section 5 (the same pattern the booking's notify flag is checked with). */
export const isMailAddress = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= OPTION_VALUE_MAX_LENGTH && OPTION_FORMAT_PATTERNS.email.test(value);

export interface Recipients {
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string[];
}

/** Checks each list; field names are the request's (`to.2`), so the console can point at the address. */
export function checkRecipients(input: Partial<Record<keyof Recipients, unknown>>): { recipients: Recipients; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const recipients: Recipients = { to: [], cc: [], bcc: [], replyTo: [] };
  for (const field of ['to', 'cc', 'bcc', 'replyTo'] as const) {
    const raw = input[field];
    if (raw === undefined || raw === null) continue;
    if (!Array.isArray(raw)) {
      errors.push({ field, code: 'VALIDATION.INVALID_FORMAT' });
      continue;
    }
    raw.slice(0, MAX_RECIPIENTS + 1).forEach((value, i) => {
      const address = typeof value === 'string' ? value.trim() : value;
      if (isMailAddress(address)) recipients[field].push(address);
      else
        errors.push({
          field: `${field}.${i}`,
          code: address === '' || address === undefined || address === null ? 'VALIDATION.REQUIRED' : 'VALIDATION.INVALID_EMAIL',
        });
    });
  }
  if (!recipients.to.length && !errors.some((e) => e.field.startsWith('to'))) errors.push({ field: 'to', code: 'VALIDATION.REQUIRED' });
  const total = recipients.to.length + recipients.cc.length + recipients.bcc.length + recipients.replyTo.length;
  if (total > MAX_RECIPIENTS) errors.push({ field: 'to', code: 'VALIDATION.MAX', params: { limit: MAX_RECIPIENTS } });
  return { recipients, errors };
}

/** One line: header injection needs a line break, so none survives. */
export const oneLine = (text: string): string => text.replace(/[\r\n\t]+/g, ' ').trim();

export function checkSubject(raw: unknown): { subject: string; error?: FieldError } {
  if (typeof raw !== 'string' || oneLine(raw) === '') return { subject: '', error: { field: 'subject', code: 'VALIDATION.REQUIRED' } };
  const subject = oneLine(raw);
  if (subject.length > MAX_SUBJECT_LENGTH) return { subject, error: { field: 'subject', code: 'VALIDATION.TOO_LONG' as MessageCode } };
  return { subject };
}

export interface Bodies {
  text: string;
  html: string | null;
}

/** A plain mail has only its text; an HTML mail is sanitised (pictures dropped when asked) and gets a text part made from it. */
export function bodiesOf(content: string, format: 'plain' | 'html', pictures = true): Bodies {
  if (format === 'plain') return { text: content, html: null };
  const html = pictures ? sanitizeHtml(content) : sanitizeHtmlWithoutPictures(content);
  return { text: htmlToText(html), html };
}

/** A notice's HTML from its paragraphs of plain text (escaped), and the same text as the plain part. */
export function noticeBodies(paragraphs: readonly string[]): Bodies {
  return { text: paragraphs.join('\n\n'), html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') };
}
