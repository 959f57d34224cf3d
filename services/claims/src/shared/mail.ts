import { EventData } from '@freight/contracts';
import { findCarrier } from '@freight/reference-data';

/** Sender numbers of MailRequested (freight.mail.v1): 3 = the claims address. */
const CLAIMS_SENDER = 3;

/**
 * Where complaints and insurance claims go. Development addresses under a reserved domain (RFC 2606 .test),
 * one per carrier; production replaces them when the carriers' and the insurer's addresses are agreed.
 */
export const complaintReceiver = (supplierId: number): string => `reklamation.${supplierId}@carriers.frakt.test`;
export const INSURER_ADDRESS = 'skadeanmalan@forsakring.frakt.test';

export const carrierName = (supplierId: number): string => findCarrier(supplierId)?.name ?? String(supplierId);

export interface AttachmentLine {
  fileName: string;
  size: number;
  id: string;
}

export const attachmentLines = (attachments: readonly AttachmentLine[]): string =>
  attachments.length ? attachments.map((a) => `- ${a.fileName} (${Math.ceil(a.size / 1024)} kB, id ${a.id})`).join('\n') : '- inga';

/** A Swedish mail from the claims address (carriers and the insurer are Swedish parties). */
export function claimsMail(
  to: string,
  customerId: number,
  kind: string,
  reference: string,
  subject: string,
  text: string,
): EventData<'MailRequested'> {
  return {
    customerId: String(customerId),
    to: [to],
    subject: subject.slice(0, 200),
    text,
    senderType: CLAIMS_SENDER,
    language: 'sv',
    kind,
    reference,
  };
}
