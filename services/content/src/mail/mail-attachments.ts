/** A file sent with a mail (MailRequested.attachments): checked here, stored with the mail job, attached by the mailer. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export const MAX_ATTACHMENTS = 5;
/** Content of all of one mail's files together: the event carries them, and a Kafka record must stay under 1 MB. */
export const MAX_ATTACHMENT_BYTES = 512 * 1024;
const MAX_FILENAME_LENGTH = 100;

/** The types a mail may carry, and the first bytes each must start with (text has no signature to check). */
const SIGNATURES: Readonly<Record<string, Buffer | null>> = {
  'application/pdf': Buffer.from('%PDF-'),
  'image/png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff]),
  'text/plain': null,
  'text/csv': null,
};

/**
 * Checks a request's files: answers them, or why the mail must not go (recorded as its failure; the reason
 * names the file's position, never its name or bytes). A name with a path, a control character or no
 * characters is refused rather than cleaned: the producer is a service and should send a good one.
 */
export function checkAttachments(raw: readonly { filename: string; contentType: string; content: Uint8Array }[]): {
  attachments: MailAttachment[];
  problem?: string;
} {
  if (raw.length > MAX_ATTACHMENTS) return { attachments: [], problem: `attachments: more than ${MAX_ATTACHMENTS}` };
  const total = raw.reduce((sum, a) => sum + a.content.length, 0);
  if (total > MAX_ATTACHMENT_BYTES) return { attachments: [], problem: `attachments: more than ${MAX_ATTACHMENT_BYTES} bytes` };
  const attachments: MailAttachment[] = [];
  for (const [i, a] of raw.entries()) {
    const filename = a.filename.trim();
    if (!filename || filename.length > MAX_FILENAME_LENGTH || /[\\/\u0000-\u001f\u007f]/.test(filename))
      return { attachments: [], problem: `attachments.${i} filename` };
    const contentType = a.contentType.trim().toLowerCase();
    if (!(contentType in SIGNATURES)) return { attachments: [], problem: `attachments.${i} content type` };
    const content = Buffer.from(a.content.buffer, a.content.byteOffset, a.content.length);
    const signature = SIGNATURES[contentType];
    if (!content.length || (signature && !content.subarray(0, signature.length).equals(signature)))
      return { attachments: [], problem: `attachments.${i} content` };
    attachments.push({ filename, contentType, content });
  }
  return { attachments };
}
