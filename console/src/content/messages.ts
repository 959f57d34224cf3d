/** Texts of the content modal (spec 2.6), merged into the i18n resources under "content". */
const svContent = {
  content: {
    close: 'Stäng',
    loading: 'Hämtar innehållet',
    unavailable: 'Innehållet kan inte visas just nu.',
    terms: 'Villkor',
    termsOf: 'Villkor för {{product}}',
    noNews: 'Det finns inga nyheter just nu.',
    mailTest: {
      to: 'Mottagare',
      send: 'Skicka testmeddelande',
      queued: 'Testmeddelandet är skickat till e-postkön.',
      caught: 'Fångade e-postmeddelanden',
      noSink: 'Fångade e-postmeddelanden visas inte här: e-posten skickas på riktigt.',
      received: 'Mottaget',
      subject: 'Ämne',
      text: 'Text',
    },
    carrierMessage: {
      title: 'Meddelande till transportören',
      carrier: 'Transportör',
      consignmentNo: 'Försändelsenummer',
      message: 'Meddelande',
      consent: 'Jag godkänner kostnaden enligt prislistan',
      send: 'Skicka',
      sent: 'Meddelandet är skickat till transportören.',
      failed: 'Misslyckades med att skicka meddelande. Kontakta kundtjänst.',
    },
  },
};

export type ContentMessages = typeof svContent;

const enContent: ContentMessages = {
  content: {
    close: 'Close',
    loading: 'Loading the content',
    unavailable: 'The content cannot be shown right now.',
    terms: 'Terms',
    termsOf: 'Terms for {{product}}',
    noNews: 'There is no news right now.',
    mailTest: {
      to: 'Recipient',
      send: 'Send test message',
      queued: 'The test message is in the mail queue.',
      caught: 'Caught e-mails',
      noSink: 'Caught e-mails are not shown here: mail is sent for real.',
      received: 'Received',
      subject: 'Subject',
      text: 'Text',
    },
    carrierMessage: {
      title: 'Message to the carrier',
      carrier: 'Carrier',
      consignmentNo: 'Consignment number',
      message: 'Message',
      consent: 'I accept the cost according to the price list',
      send: 'Send',
      sent: 'The message has been sent to the carrier.',
      failed: 'Failed to send the message. Contact customer service.',
    },
  },
};

export const contentMessages = { sv: svContent, en: enContent };
