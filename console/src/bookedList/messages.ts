/**
 * Texts of the booked list, the full-width preference and the react-admin list texts they show,
 * Swedish and English with the same keys (messages.spec.ts). Merged into the catalogues in
 * i18n/index.ts.
 */
const en = {
  bookedList: {
    fields: {
      dateBooked: 'Booked',
      orderNo: 'Order no.',
      consignmentNo: 'Consignment no.',
      from: 'From',
      to: 'To',
      product: 'Product',
      price: 'Price',
      status: 'Status',
    },
    filter: {
      from: 'From date',
      to: 'To date',
      invalid: 'Give two dates, the first not after the second',
      search: 'Consignment no., receiver or reference',
      searchMinimum: 'Minimum number of characters: {{count}}',
      status: 'Status',
      allStatuses: 'All statuses',
    },
    empty: 'There are no booked consignments in this period.',
    rangeOfMore: '{{from}}-{{to}} of more than {{more}}',
    print: 'Print',
    moreActions: 'More actions',
    cancelBooking: 'Cancel booking',
    cancelQuestion: 'Cancel the booking of {{consignmentNo}}?',
    cancelExplained:
      'The carrier is told not to collect the consignment and the booking is credited on your next invoice. This cannot be undone.',
    cancelConfirm: 'Cancel booking',
    cancelKeep: 'Keep the booking',
    cancelled: 'The booking of {{consignmentNo}} is cancelled.',
    printSelected: 'Print selected',
    printedNotice_one: 'Printed',
    printedNotice_other: '{{count}} consignments printed',
    printFormat: 'Print format',
    justBooked: 'Order {{orderNo}} is booked.',
    printNow: 'Print',
    printFormats: {
      PDF: 'PDF (A4: waybill and labels)',
      PDF_A6: 'PDF A6 labels',
      ZPL: 'ZPL label printer 203 dpi',
      ZPL_300: 'ZPL label printer 300 dpi',
    },
  },
  layoutPreference: {
    fullWidth: 'Full width',
  },
  ra: {
    action: {
      bulk_actions_one: '1 selected',
      bulk_actions_other: '{{smart_count}} selected',
      select_all: 'Select all',
      select_all_button: 'Select all',
      select_row: 'Select this row',
      unselect: 'Unselect',
      sort: 'Sort',
    },
    sort: {
      sort_by: 'Sort by {{field_lower_first}} {{order}}',
      ASC: 'ascending',
      DESC: 'descending',
    },
    navigation: {
      page: 'Go to page {{page}}',
      current_page: 'Page {{page}}',
      page_out_of_boundaries: 'Page number {{page}} out of boundaries',
      partial_page_range_info: '{{offsetBegin}}-{{offsetEnd}} of more than {{offsetEnd}}',
    },
  },
};

const sv: typeof en = {
  bookedList: {
    fields: {
      dateBooked: 'Bokad',
      orderNo: 'Ordernr',
      consignmentNo: 'Fraktsedelsnr',
      from: 'Från',
      to: 'Till',
      product: 'Produkt',
      price: 'Pris',
      status: 'Status',
    },
    filter: {
      from: 'Från datum',
      to: 'Till datum',
      invalid: 'Ange två datum, det första inte efter det andra',
      search: 'Fraktsedelsnr, mottagare eller referens',
      searchMinimum: 'Minst antal tecken: {{count}}',
      status: 'Status',
      allStatuses: 'Alla statusar',
    },
    empty: 'Det finns inga bokade försändelser under perioden.',
    rangeOfMore: '{{from}}-{{to}} av fler än {{more}}',
    print: 'Skriv ut',
    moreActions: 'Fler åtgärder',
    cancelBooking: 'Avboka',
    cancelQuestion: 'Avboka {{consignmentNo}}?',
    cancelExplained:
      'Transportören får veta att försändelsen inte ska hämtas och bokningen krediteras på nästa faktura. Det går inte att ångra.',
    cancelConfirm: 'Avboka',
    cancelKeep: 'Behåll bokningen',
    cancelled: 'Bokningen av {{consignmentNo}} är avbokad.',
    printSelected: 'Skriv ut markerade',
    printedNotice_one: 'Utskriven',
    printedNotice_other: '{{count}} försändelser utskrivna',
    printFormat: 'Utskriftsformat',
    justBooked: 'Order {{orderNo}} är bokad.',
    printNow: 'Skriv ut',
    printFormats: {
      PDF: 'PDF (A4: fraktsedel och etiketter)',
      PDF_A6: 'PDF A6-etiketter',
      ZPL: 'ZPL etikettskrivare 203 dpi',
      ZPL_300: 'ZPL etikettskrivare 300 dpi',
    },
  },
  layoutPreference: {
    fullWidth: 'Full bredd',
  },
  ra: {
    action: {
      bulk_actions_one: '1 markerad',
      bulk_actions_other: '{{smart_count}} markerade',
      select_all: 'Markera alla',
      select_all_button: 'Markera alla',
      select_row: 'Markera raden',
      unselect: 'Avmarkera',
      sort: 'Sortera',
    },
    sort: {
      sort_by: 'Sortera efter {{field_lower_first}} {{order}}',
      ASC: 'stigande',
      DESC: 'fallande',
    },
    navigation: {
      page: 'Gå till sida {{page}}',
      current_page: 'Sida {{page}}',
      page_out_of_boundaries: 'Sidnummer {{page}} finns inte',
      partial_page_range_info: '{{offsetBegin}}-{{offsetEnd}} av fler än {{offsetEnd}}',
    },
  },
};

export const bookedListMessages = { sv, en };
