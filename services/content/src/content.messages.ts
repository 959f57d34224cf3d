import { MessageCatalogue, registerMessages } from '@freight/kernel';

/**
 * The content service's texts: e-mail, carrier messages and the newsletter.
 */
export const contentMessages = {
  'ERROR.CARRIER_MESSAGE_FAILED': {
    sv: 'Misslyckades med att skicka meddelande. Kontakta kundtjänst.',
    en: 'Failed to send the message. Contact customer service.',
  },
  'MAIL.RATE_LIMITED': {
    sv: 'Du har skickat för många e-postmeddelanden. Försök igen om en stund.',
    en: 'You have sent too many e-mails. Try again in a while.',
  },
  'MAIL.SENDER_NOT_ALLOWED': {
    sv: 'Medlemmar skickar e-post från portalens medlemsadress (avsändartyp 1); övriga avsändare används bara av Frakts tjänster',
    en: "Members send mail from the portal's member address (sender type 1); other senders are used by Frakt's services only",
  },
  'MAIL.REPLY_TO_NOT_OWN': {
    sv: 'Svarsadressen kan bara vara kundens egen e-postadress',
    en: "The reply-to address can only be the customer's own e-mail address",
  },
  'MAIL.CONSIGNMENT_NOT_FOUND': {
    sv: 'Du har ingen bokad försändelse med det numret',
    en: 'You have no booked consignment with that number',
  },
  'MAIL.CONSENT_REQUIRED': {
    sv: 'Du måste godkänna kostnaden enligt prislistan',
    en: 'You must accept the cost according to the price list',
  },
  'MAIL.SINK_ONLY_OUTSIDE_PRODUCTION': {
    sv: 'Fångade e-postmeddelanden visas inte i produktion',
    en: 'Caught e-mails are not shown in production',
  },
  'MAIL.TEST_ONLY_IN_DEVELOPMENT': {
    sv: 'Testmeddelanden kan bara skickas i utvecklingsmiljön',
    en: 'Test messages can only be sent in the development environment',
  },
  'MAIL.TEST_SUBJECT': { sv: 'Testmeddelande från Frakt', en: 'Test message from Frakt' },
  'MAIL.TEST_CONTENT': {
    sv: 'Det här är ett testmeddelande från Frakt. Å, ä och ö kommer fram som de ska.',
    en: 'This is a test message from Frakt. Å, ä and ö arrive as they should.',
  },
  'CARRIER_MESSAGE.SUBJECT': { sv: 'Meddelande om försändelse {consignmentNo}', en: 'Message about consignment {consignmentNo}' },
  'CARRIER_MESSAGE.INTRO': {
    sv: 'Meddelande från Frakts kund {customerId} om försändelse {consignmentNo} ({carrier}). Kunden har godkänt kostnaden enligt prislistan.',
    en: 'Message from Frakt customer {customerId} about consignment {consignmentNo} ({carrier}). The customer has accepted the cost according to the price list.',
  },
  'NEWSLETTER.CONFIRM_SUBJECT': {
    sv: 'Bekräfta prenumerationen på {carrier}s nyhetsbrev',
    en: "Confirm your subscription to {carrier}'s newsletter",
  },
  'NEWSLETTER.CONFIRM_SIGNED_UP': {
    sv: 'Någon, förhoppningsvis du, har anmält den här adressen till {carrier}s nyhetsbrev via Frakt.',
    en: "Someone, hopefully you, has signed this address up for {carrier}'s newsletter through Frakt.",
  },
  'NEWSLETTER.CONFIRM_LINK': { sv: 'Bekräfta prenumerationen', en: 'Confirm the subscription' },
  'NEWSLETTER.CONFIRM_VALIDITY': {
    sv: 'Länken gäller i {days} dagar. Har du inte anmält dig kan du bortse från det här meddelandet.',
    en: 'The link works for {days} days. If you did not sign up, ignore this message.',
  },
  'NEWSLETTER.LINK_INVALID': { sv: 'Länken är ogiltig eller har gått ut', en: 'The link is invalid or has expired' },
  'NEWSLETTER.CONFIRMED': {
    sv: 'Tack! Din prenumeration på nyhetsbrevet är bekräftad.',
    en: 'Thank you! Your newsletter subscription is confirmed.',
  },
} as const satisfies MessageCatalogue;

export type ContentMessageCode = keyof typeof contentMessages;

// The kernel's DomainError and translate() take this service's codes too, in this service's program only
// (and in a process that loads it), so a mistyped code still fails the type check.
declare module '@freight/kernel' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MessageCodes extends Record<ContentMessageCode, true> {}
}

registerMessages('content', contentMessages);
