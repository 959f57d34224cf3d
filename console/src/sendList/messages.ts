/** Texts of the send-list side panel (spec 2.7), merged into the i18n resources under "sendList". */
const svSendList = {
  sendList: {
    title: 'Obokade försändelser',
    close: 'Stäng',
    show: 'Visa',
    delete: 'Ta bort',
    from: 'Från',
    to: 'Till',
    noPrice: 'Pris saknas',
    bookAll: 'Boka alla',
    booking: 'Bokar {{progress}}',
    cardState: {
      waiting: 'Väntar',
      booking: 'Bokar',
      booked: 'Bokad',
      failed: 'Misslyckades',
    },
    failed: 'Alla försändelser kunde inte bokas. De som inte bokades finns kvar i listan.',
    loading: 'Hämtar obokade försändelser',
  },
};

export type SendListMessages = typeof svSendList;

const enSendList: SendListMessages = {
  sendList: {
    title: 'Unbooked consignments',
    close: 'Close',
    show: 'Show',
    delete: 'Delete',
    from: 'From',
    to: 'To',
    noPrice: 'No price',
    bookAll: 'Book all',
    booking: 'Booking {{progress}}',
    cardState: {
      waiting: 'Waiting',
      booking: 'Booking',
      booked: 'Booked',
      failed: 'Failed',
    },
    failed: 'Not every consignment could be booked. Those not booked are still listed.',
    loading: 'Loading unbooked consignments',
  },
};

export const sendListMessages = { sv: svSendList, en: enSendList };
