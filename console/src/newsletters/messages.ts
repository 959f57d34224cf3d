/** The newsletters resource's texts (react-admin's resources.newsletters and the dialog's), Swedish and English with the same keys. */
const en = {
  resources: {
    newsletters: {
      name: 'Newsletter subscription |||| Newsletter subscriptions',
      fields: { carrierCode: 'Carrier', email: 'E-mail address', status: 'Status' },
    },
  },
  newsletters: {
    title: 'Newsletter subscription',
    subscribe: 'Subscribe',
    unsubscribe: 'Unsubscribe',
    pending: 'We have sent an e-mail with a link. The subscription starts once you have confirmed it.',
    status: { pending: 'Waiting for confirmation', active: 'Active', unsubscribed: 'Ended' },
  },
};

const sv: typeof en = {
  resources: {
    newsletters: {
      name: 'Nyhetsbrevsprenumeration |||| Nyhetsbrevsprenumerationer',
      fields: { carrierCode: 'Transportör', email: 'E-postadress', status: 'Status' },
    },
  },
  newsletters: {
    title: 'Prenumerera på nyhetsbrev',
    subscribe: 'Prenumerera',
    unsubscribe: 'Avsluta',
    pending: 'Vi har skickat ett e-postmeddelande med en länk. Prenumerationen börjar när du har bekräftat den.',
    status: { pending: 'Väntar på bekräftelse', active: 'Aktiv', unsubscribed: 'Avslutad' },
  },
};

export const newsletterMessages = { sv, en };
