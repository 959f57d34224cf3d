import type { EventData } from '@freight/contracts';
import { oreToSwedish } from '../../domain/money';
import { SELLER } from '../../domain/seller';

/** MailRequested sender number of the invoices address (freight.mail.v1). */
const INVOICES_SENDER = 4;

/** freight.mail.v1's limit on a mail's files together: a larger PDF is left in the portal, not sent and refused. */
export const MAX_MAIL_ATTACHMENT_BYTES = 512 * 1024;

/**
 * Bills with more lines are not rendered for the mail: about 45 bytes a line, so 5 000 lines stay well under
 * the limit, and the render (seconds of CPU at that size) does not hold a consumer's transaction any longer.
 */
export const MAX_MAILED_INVOICE_LINES = 5_000;

export interface MailedBill {
  id: string;
  customer_id: number;
  ocr: string;
  bill_date: string;
  due_date: string;
  total_capital_ore: string;
  total_vat_ore: string;
  credit: boolean;
  credits_bill_id: string | null;
}

export interface InvoicePdf {
  filename: string;
  content: Buffer;
}

/**
 * The mail of an issued invoice, in Swedish: amount incl. VAT, due date, OCR and bankgiro, with the PDF when
 * given (too large a bill goes without, the text sends the reader to the portal). A credit invoice cannot be
 * viewed (spec section 4), so its mail carries no PDF: it says what was credited and that nothing is to be paid.
 */
export function invoiceMail(bill: MailedBill, to: string, pdf?: InvoicePdf): EventData<'MailRequested'> {
  const total = BigInt(bill.total_capital_ore) + BigInt(bill.total_vat_ore);
  const where = pdf
    ? 'Fakturan finns som PDF i bifogad fil och under Fakturahistorik i Frakt.'
    : 'Fakturan finns som PDF under Fakturahistorik i Frakt.';
  const text = bill.credit
    ? [
        `Hej!`,
        ``,
        `Kreditfaktura ${bill.id} daterad ${bill.bill_date} från ${SELLER.name}.`,
        ...(bill.credits_bill_id ? [`Den krediterar faktura ${bill.credits_bill_id}.`] : []),
        ``,
        `Krediterat belopp: ${oreToSwedish(-total)} kr (inkl. moms)`,
        ``,
        `Du behöver inte betala något för kreditfakturan.`,
        `Kreditfakturor kan inte visas som PDF; den finns i listan under Fakturahistorik i Frakt.`,
        ``,
        `Med vänlig hälsning`,
        SELLER.name,
      ]
    : [
        `Hej!`,
        ``,
        `Här kommer faktura ${bill.id} daterad ${bill.bill_date} från ${SELLER.name}. ${where}`,
        ``,
        `Att betala: ${oreToSwedish(total)} kr (inkl. moms)`,
        `Förfallodatum: ${bill.due_date}`,
        `Bankgiro: ${SELLER.bankgiro}`,
        `OCR-nummer: ${bill.ocr}`,
        ``,
        `Ange OCR-numret när du betalar.`,
        ``,
        `Med vänlig hälsning`,
        SELLER.name,
      ];
  return {
    customerId: String(bill.customer_id),
    to: [to],
    subject: `${bill.credit ? 'Kreditfaktura' : 'Faktura'} ${bill.id} från ${SELLER.name}`,
    text: text.join('\n'),
    senderType: INVOICES_SENDER,
    language: 'sv',
    kind: 'bill-issued',
    reference: `bill-${bill.id}`,
    attachments: pdf ? [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.content }] : [],
  };
}
