import { MessageCatalogue, registerMessages } from '@freight/kernel';

/** The customers service's own texts: members' webhook endpoints, erasure requests, data exports. */
export const customersMessages = {
  'WEBHOOK.URL_INVALID': {
    sv: 'Ange en fullständig http- eller https-adress utan användarnamn och lösenord',
    en: 'Enter a complete http or https address without a user name and password',
  },
  'WEBHOOK.URL_FORBIDDEN': {
    sv: 'Adressen leder till ett privat nät eller till den här datorn; webhooks skickas bara till adresser på internet',
    en: 'The address leads to a private network or to this machine; webhooks are sent to addresses on the internet only',
  },
  'WEBHOOK.EVENTS_REQUIRED': { sv: 'Välj minst en händelse', en: 'Choose at least one event' },
  'WEBHOOK.TOO_MANY_ENDPOINTS': { sv: 'Du kan ha högst {limit} mottagare', en: 'You can have at most {limit} endpoints' },
  'ERASURE.COMPANY_CUSTOMER': {
    sv: 'Bara en privatkund kan raderas; för ett företag inaktiverar du användarna i stället',
    en: 'Only a private customer can be erased; for a company, deactivate its users instead',
  },
  'EXPORT.NOT_FOUND': { sv: 'Det finns ingen sådan dataexport', en: 'There is no such data export' },
  'EXPORT.NOT_READY': {
    sv: 'Exporten sammanställs fortfarande; du får ett mejl när den är klar',
    en: 'The export is still being put together; you will get an e-mail when it is ready',
  },
  'EXPORT.EXPIRED': {
    sv: 'Länken har gått ut: en export kan hämtas i 7 dagar. Begär en ny export under din profil',
    en: 'The link has expired: an export can be downloaded for 7 days. Request a new export from your profile',
  },
} as const satisfies MessageCatalogue;

export type CustomersMessageCode = keyof typeof customersMessages;

// The kernel's DomainError and translate() take this service's codes too, in this service's program only.
declare module '@freight/kernel' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MessageCodes extends Record<CustomersMessageCode, true> {}
}

registerMessages('customers', customersMessages);
