/**
 * The webhooks' texts (react-admin's resources.webhooks and resources.webhookDeliveries, and the profile card's),
 * Swedish and English with the same keys.
 */
const en = {
  resources: {
    webhooks: {
      name: 'Webhook endpoint |||| Webhook endpoints',
      fields: {
        url: 'Address (URL)',
        events: 'Events',
      },
    },
    webhookDeliveries: {
      name: 'Delivery |||| Deliveries',
      fields: {
        eventType: 'Event',
        createdAt: 'Created',
        status: 'State',
        attempts: 'Attempts',
      },
    },
  },
  webhooks: {
    title: 'Webhooks',
    help: 'Frakt posts the chosen events to your address, signed in the Frakt-Signature header (HMAC-SHA256 of timestamp and body), and retries for three days.',
    secret: 'Signing secret',
    add: 'Add endpoint',
    pendingFailed: '{{pending}} waiting, {{failed}} failed',
    showDeliveries: 'Deliveries',
    noDeliveries: 'No deliveries yet',
    deliveriesOf: 'Deliveries to {{url}}',
    remove: 'Remove',
    removeNamed: 'Remove the endpoint {{url}}',
    resend: 'Resend',
    resendNamed: 'Resend: {{event}}',
    status: { pending: 'Waiting', sending: 'Sending', delivered: 'Delivered', failed: 'Failed' },
    error: {
      CONNECTION: 'no connection',
      TIMEOUT: 'no answer in time',
      FORBIDDEN_ADDRESS: 'address not allowed',
      UNRESOLVED: 'name not found',
      REDIRECT_NOT_FOLLOWED: 'redirect not followed',
      BAD_URL: 'invalid address',
    },
  },
};

const sv: typeof en = {
  resources: {
    webhooks: {
      name: 'Webhook-mottagare |||| Webhook-mottagare',
      fields: {
        url: 'Adress (URL)',
        events: 'Händelser',
      },
    },
    webhookDeliveries: {
      name: 'Leverans |||| Leveranser',
      fields: {
        eventType: 'Händelse',
        createdAt: 'Skapad',
        status: 'Status',
        attempts: 'Försök',
      },
    },
  },
  webhooks: {
    title: 'Webhooks',
    help: 'Frakt skickar valda händelser till er adress, signerade i huvudet Frakt-Signature (HMAC-SHA256 av tidpunkt och innehåll), och försöker igen i tre dygn.',
    secret: 'Signeringsnyckel',
    add: 'Lägg till mottagare',
    pendingFailed: '{{pending}} väntar, {{failed}} misslyckade',
    showDeliveries: 'Leveranser',
    noDeliveries: 'Inga leveranser än',
    deliveriesOf: 'Leveranser till {{url}}',
    remove: 'Ta bort',
    removeNamed: 'Ta bort mottagaren {{url}}',
    resend: 'Skicka igen',
    resendNamed: 'Skicka igen: {{event}}',
    status: { pending: 'Väntar', sending: 'Skickas', delivered: 'Levererad', failed: 'Misslyckad' },
    error: {
      CONNECTION: 'ingen anslutning',
      TIMEOUT: 'inget svar i tid',
      FORBIDDEN_ADDRESS: 'adressen är inte tillåten',
      UNRESOLVED: 'namnet hittades inte',
      REDIRECT_NOT_FOLLOWED: 'omdirigering följs inte',
      BAD_URL: 'ogiltig adress',
    },
  },
};

export const webhookMessages = { sv, en };
