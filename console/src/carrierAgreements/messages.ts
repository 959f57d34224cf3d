/** The carrier agreements' texts (react-admin's resources.carrierAgreements and the page's), Swedish and English with the same keys. */
const en = {
  resources: {
    carrierAgreements: {
      name: 'Carrier agreement |||| Carrier agreements',
      fields: {
        shipperNumber: 'Shipper number',
        customerNumber: 'Customer number',
        accountNumber: 'Account number',
        userId: 'User id',
        clientId: 'Client id',
        clientSecret: 'Client secret',
        apiKey: 'API key',
        username: 'API user',
        password: 'API password',
        accessKey: 'Access key',
        updatedAt: 'Last changed',
      },
    },
  },
  carrierAgreements: {
    link: 'Carrier agreements',
    linkHelp: "Book under your company's own agreements with UPS, PostNord, DHL Express and DB Schenker.",
    intro:
      "Bookings with a carrier use your company's own agreement when one is stored here, else Frakt's. Credentials are kept encrypted and are never shown again, only their last characters.",
    onlyAdministrator: "Only your company's administrator manages carrier agreements.",
    none: 'No agreement of your own: bookings use Frakt’s.',
    replaceHelp: 'Type the account and every credential anew; the stored ones are replaced.',
    save: 'Save agreement',
    cancel: 'Cancel',
    replace: 'Replace',
    remove: 'Remove agreement',
    removeQuestion: 'Bookings with {{carrier}} will use Frakt’s agreement again. Remove your own?',
    saved: 'The agreement with {{carrier}} was saved',
    removed: 'The agreement with {{carrier}} was removed',
  },
};

const sv: typeof en = {
  resources: {
    carrierAgreements: {
      name: 'Transportöravtal |||| Transportöravtal',
      fields: {
        shipperNumber: 'Avsändarnummer',
        customerNumber: 'Kundnummer',
        accountNumber: 'Kontonummer',
        userId: 'Användar-id',
        clientId: 'Klient-id',
        clientSecret: 'Klienthemlighet',
        apiKey: 'API-nyckel',
        username: 'API-användare',
        password: 'API-lösenord',
        accessKey: 'Åtkomstnyckel',
        updatedAt: 'Senast ändrat',
      },
    },
  },
  carrierAgreements: {
    link: 'Transportöravtal',
    linkHelp: 'Boka på företagets egna avtal med UPS, PostNord, DHL Express och DB Schenker.',
    intro:
      'Bokningar hos en transportör använder företagets eget avtal när det finns här, annars Frakts. Uppgifterna sparas krypterade och visas aldrig igen, bara de sista tecknen.',
    onlyAdministrator: 'Bara företagets administratör hanterar transportöravtal.',
    none: 'Inget eget avtal: bokningar använder Frakts.',
    replaceHelp: 'Skriv in kontot och alla uppgifter på nytt; de sparade ersätts.',
    save: 'Spara avtal',
    cancel: 'Avbryt',
    replace: 'Ersätt',
    remove: 'Ta bort avtal',
    removeQuestion: 'Bokningar hos {{carrier}} använder Frakts avtal igen. Ta bort ert eget?',
    saved: 'Avtalet med {{carrier}} sparades',
    removed: 'Avtalet med {{carrier}} togs bort',
  },
};

export const carrierAgreementMessages = { sv, en };
