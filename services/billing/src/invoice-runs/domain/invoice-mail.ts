import type { EventData } from '@freight/contracts';
import { oreToSwedish } from '../../domain/money';
import { SELLER } from '../../domain/seller';

/** MailRequested sender number of the invoices address (freight.mail.v1). */
const INVOICES_SENDER = 4;

export interface IssuedBill {
  id: string;
  customer_id: number;
  ocr: string;
  capital: string;
  vat: string;
  credit: boolean;
}

/** The notice of an issued invoice, in Swedish: amount incl. VAT, due date, OCR and bankgiro; the PDF is in the portal. */
export function invoiceMail(bill: IssuedBill, to: string, billDate: string, dueDate: string): EventData<'MailRequested'> {
  const total = oreToSwedish(BigInt(bill.capital) + BigInt(bill.vat));
  const text = bill.credit
    ? [
        `Hej!`,
        ``,
        `Kreditfaktura ${bill.id} daterad ${billDate} på ${total} kr finns nu under Fakturahistorik i Frakt.`,
        ``,
        `Med vänlig hälsning`,
        SELLER.name,
      ]
    : [
        `Hej!`,
        ``,
        `Faktura ${bill.id} daterad ${billDate} finns nu under Fakturahistorik i Frakt.`,
        ``,
        `Att betala: ${total} kr (inkl. moms)`,
        `Förfallodatum: ${dueDate}`,
        `Bankgiro: ${SELLER.bankgiro}`,
        `OCR-nummer: ${bill.ocr}`,
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
  };
}
