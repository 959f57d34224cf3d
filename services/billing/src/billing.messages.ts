import { MessageCatalogue, registerMessages } from '@freight/kernel';

/**
 * Billing's texts: bills, credits, BgMax payments and pay-later, and the spec's bill errors (section 8).
 */
export const billingMessages = {
  'ERROR.BILL_NOT_FOUND': {
    sv: 'Fakturan hittades inte. Det kan ta ett par dagar innan den finns i PDF-systemet.',
    en: 'Bill not found. It may take a couple of days to appear in the PDF system.',
  },
  'ERROR.CREDIT_INVOICE': { sv: 'Kreditfakturor kan inte visas', en: 'Credit invoices cannot be shown' },
  'BILL.ORDER_NOT_FOUND': { sv: 'Fakturaraden hittades inte', en: 'Bill order not found' },
  'BILL.NOTHING_TO_CREDIT': { sv: 'Ordern har inga fakturarader att kreditera', en: 'The order has no bill order lines to credit' },
  'BILL.BGMAX_INVALID': { sv: 'Filen är inte en giltig BgMax-fil: {detail}', en: 'The file is not a valid BgMax file: {detail}' },
  'BILL.PAYLATER_TERMS_NOT_ACCEPTED': {
    sv: 'Villkoren för förlängd kredittid måste godkännas',
    en: 'The terms for extended credit time must be accepted',
  },
  'BILL.PAYLATER_TERMS_OUTDATED': {
    sv: 'Villkoren har ändrats. Läs och godkänn de nya villkoren.',
    en: 'The terms have changed. Read and accept the new terms.',
  },
  'BILL.PAYLATER_PENDING': {
    sv: 'Det finns redan en ansökan om förlängd kredittid som behandlas',
    en: 'An application for extended credit time is already being processed',
  },
  'BILL.PAYLATER_DECIDED': { sv: 'Ansökan är redan behandlad', en: 'The application has already been decided' },
} as const satisfies MessageCatalogue;

export type BillingMessageCode = keyof typeof billingMessages;

// The kernel's DomainError and translate() take this service's codes too, in this service's program only
// (and in a process that loads it), so a mistyped code still fails the type check.
declare module '@freight/kernel' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MessageCodes extends Record<BillingMessageCode, true> {}
}

registerMessages('billing', billingMessages);
