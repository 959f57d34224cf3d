/** Texts of the live status updates, Swedish and English with the same keys. Merged into the catalogues in i18n/instance.ts. */
const en = {
  orderEvents: {
    delivered: 'Consignment {{consignmentNo}} has been delivered',
  },
};

const sv: typeof en = {
  orderEvents: {
    delivered: 'Försändelse {{consignmentNo}} är levererad',
  },
};

export const orderEventMessages = { en, sv };
