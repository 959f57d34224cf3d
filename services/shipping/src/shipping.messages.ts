import { MessageCatalogue, registerMessages } from '@freight/kernel';

/**
 * Shipping's texts: freight products not offered and price problems (numbers come as {nameSv}/{nameEn} so each
 * language shows its own separators), orders, booking, pickup points, documents, customs, statuses and the
 * carrier webhook, and the spec's error texts for them (section 8).
 */
export const shippingMessages = {
  'ERROR.NO_DOCUMENT': { sv: 'Dokument saknas', en: 'No document' },
  'ERROR.NO_UNBOOKED': { sv: 'Det finns inga obokade försändelser', en: 'No unbooked consignments' },
  'ERROR.PRICE_NOT_FOUND': { sv: 'Pris kan inte hittas', en: 'Price cannot be found' },
  'ERROR.CONSIGNOR_CONSIGNEE_FIRST': { sv: 'Ange avsändare och mottagare först.', en: 'Enter consignor and consignee first.' },
  'ERROR.NO_SUITABLE_PRODUCTS': {
    sv: 'Det finns inga lämpliga fraktprodukter för försändelsen. Kontrollera att postnumren finns för landet.',
    en: 'No suitable freight products for the consignment. Check that the postcodes exist for the country.',
  },
  'ERROR.NO_PICKUP_POINTS': {
    sv: 'Inga utlämningsställen eller ombud för postnumret',
    en: 'No pickup points or access points for the postal code',
  },
  'ERROR.ARCHIVED_CONSIGNMENT': {
    sv: 'Försändelsen är arkiverad: detaljer saknas och fraktsedel kan inte skrivas ut.',
    en: 'The consignment is archived: details are unavailable and a waybill cannot be printed.',
  },
  'ERROR.PRICELESS_OPTION': {
    sv: 'Pris för detta tillval kan inte ges. Se aktuell prislista.',
    en: 'A price for this option cannot be given. See the current price list.',
  },
  'ERROR.NOTICE_CONFLICT': { sv: 'E-post saknas för mottagare', en: 'E-mail is missing for the receiver' },
  'FILTER.NO_GOODS': { sv: 'Ange minst ett kolli.', en: 'Enter at least one goods item.' },
  'FILTER.CARRIER_NOT_CHOSEN': {
    sv: 'Transportören {carrier} är inte vald bland dina transportörer',
    en: 'The carrier {carrier} is not among your chosen carriers',
  },
  'FILTER.GUARANTEE_NOT_REQUESTED': {
    sv: 'Garantitjänster visas bara när garanti är vald',
    en: 'Guarantee services are shown only when guarantee is chosen',
  },
  'FILTER.ORIGIN_NOT_SERVED': { sv: 'Produkten hämtar inte i {country}', en: 'The product does not collect in {country}' },
  'FILTER.COUNTRY_NOT_SERVED': { sv: 'Produkten levererar inte till {country}', en: 'The product does not deliver to {country}' },
  'FILTER.ROUTE_NOT_SERVED': { sv: 'Produkten går inte från {from} till {to}', en: 'The product does not go from {from} to {to}' },
  'FILTER.POSTCODE_INVALID': { sv: '{postcode} är inget giltigt svenskt postnummer', en: '{postcode} is not a valid Swedish postcode' },
  'FILTER.PRIVATE_CONSIGNEE_NOT_SERVED': {
    sv: 'Produkten levererar inte till privatpersoner',
    en: 'The product does not deliver to private persons',
  },
  'FILTER.COMPANY_CONSIGNEE_NOT_SERVED': {
    sv: 'Produkten levererar bara till privatpersoner',
    en: 'The product delivers to private persons only',
  },
  'FILTER.PACKAGE_TYPE': {
    sv: 'Produkten tar inte kollislaget {packageTypeSv}',
    en: 'The product does not take the package type {packageTypeEn}',
  },
  'FILTER.ITEM_WEIGHT_LIMIT': {
    sv: 'Ett kolli väger mer än produktens gräns på {limitSv} kg',
    en: "A package weighs more than the product's limit of {limitEn} kg",
  },
  'FILTER.TOTAL_WEIGHT_LIMIT': {
    sv: 'Försändelsen väger mer än produktens gräns på {limitSv} kg',
    en: "The consignment weighs more than the product's limit of {limitEn} kg",
  },
  'FILTER.LENGTH_LIMIT': {
    sv: 'Ett kolli är längre än produktens gräns på {limitSv} cm',
    en: "A package is longer than the product's limit of {limitEn} cm",
  },
  'FILTER.WIDTH_LIMIT': {
    sv: 'Ett kolli är bredare än produktens gräns på {limitSv} cm',
    en: "A package is wider than the product's limit of {limitEn} cm",
  },
  'FILTER.HEIGHT_LIMIT': {
    sv: 'Ett kolli är högre än produktens gräns på {limitSv} cm',
    en: "A package is higher than the product's limit of {limitEn} cm",
  },
  'FILTER.LOADING_METRES_LIMIT': {
    sv: 'Försändelsen tar mer än produktens gräns på {limitSv} flakmeter',
    en: "The consignment takes more than the product's limit of {limitEn} loading metres",
  },
  'FILTER.PACKAGE_COUNT_LIMIT': {
    sv: 'Försändelsen har fler kollin än produktens gräns på {limitSv}',
    en: "The consignment has more packages than the product's limit of {limitEn}",
  },
  'PRICE.OPTION_NOT_OFFERED': {
    sv: 'Tillvalet {option} finns inte för produkten',
    en: 'The option {option} is not available for the product',
  },
  'PRICE.OPTION_CONFLICT': {
    sv: 'Tillvalen {optionSv} och {otherSv} kan inte kombineras',
    en: 'The options {optionEn} and {otherEn} cannot be combined',
  },
  'ORDER.ALREADY_BOOKED': {
    sv: 'Ordern är redan bokad. Bokade ordrar sparas och kan inte ändras eller tas bort.',
    en: 'The order is already booked. Booked orders are kept and cannot be changed or deleted.',
  },
  'CONSIGNMENT.ALREADY_BOOKED': {
    sv: 'Försändelsen är redan bokad och kan inte ändras eller tas bort.',
    en: 'The consignment is already booked and cannot be changed or deleted.',
  },
  'ORDER.CHANGED_WHILE_BOOKING': {
    sv: 'Ordern ändrades medan den bokades. Försök igen.',
    en: 'The order changed while it was being booked. Try again.',
  },
  'ORDER.EXISTS_FOR_CONSIGNMENT': {
    sv: 'Det finns redan en order för försändelsen.',
    en: 'There is already an order for this consignment.',
  },
  'ORDER.NOT_BOOKED': { sv: 'Ordern är inte bokad och kan inte skrivas ut.', en: 'The order is not booked and cannot be printed.' },
  'BOOKING.UNKNOWN_PRODUCT': {
    sv: 'Fraktprodukten finns inte. Välj en annan produkt.',
    en: 'The freight product does not exist. Choose another product.',
  },
  'BOOKING.PRODUCT_NOT_OFFERED': {
    sv: 'Fraktprodukten kan inte längre bokas. Välj en annan produkt.',
    en: 'The freight product can no longer be booked. Choose another product.',
  },
  'BOOKING.CONSIGNOR_NAME_REQUIRED': {
    sv: 'Avsändarens namn måste anges för denna produkt',
    en: "The consignor's name is mandatory for this product",
  },
  'BOOKING.CONSIGNEE_NAME_REQUIRED': {
    sv: 'Mottagarens namn måste anges för denna produkt',
    en: "The consignee's name is mandatory for this product",
  },
  'BOOKING.CONSIGNOR_MOBILE_REQUIRED': {
    sv: 'Avsändarens mobilnummer måste anges för denna produkt',
    en: "The consignor's mobile number is mandatory for this product",
  },
  'BOOKING.CONSIGNEE_MOBILE_REQUIRED': {
    sv: 'Mottagarens mobilnummer måste anges för denna produkt',
    en: "The consignee's mobile number is mandatory for this product",
  },
  'BOOKING.PICKUP_INVALID': {
    sv: 'Upphämtningsdatum eller -tid har felaktigt format',
    en: 'The pickup date or time has an invalid format',
  },
  'BOOKING.DROP_OFF_NOT_OFFERED': {
    sv: 'Produkten kan inte lämnas in själv; välj en upphämtningstid eller en annan produkt',
    en: 'This product cannot be dropped off; choose a pickup time or another product',
  },
  'BOOKING.GOODS_WEIGHT_REQUIRED': { sv: 'Ange vikt för varje kolli', en: 'Enter the weight of every goods item' },
  'BOOKING.GOODS_VALUE_REQUIRED': {
    sv: 'Varuvärde måste anges när försäkring är vald',
    en: 'The goods value is mandatory when insurance is chosen',
  },
  'BOOKING.GOODS_VALUE_MIN': { sv: 'Varuvärdet måste vara minst {limit} kr', en: 'The goods value must be at least SEK {limit}' },
  'BOOKING.GOODS_VALUE_MAX': { sv: 'Varuvärdet får vara högst {limit} kr', en: 'The goods value may be at most SEK {limit}' },
  'BOOKING.OPTION_VALUE_INVALID': { sv: 'Tillvalet {optionSv} har ett felaktigt värde', en: 'The option {optionEn} has an invalid value' },
  'PICKUP_POINT.PRODUCT_HAS_NONE': {
    sv: 'Fraktprodukten lämnar inte ut försändelser på utlämningsställen',
    en: 'The freight product does not deliver to pickup points',
  },
  'PICKUP_POINT.NOT_OF_CARRIER': {
    sv: 'Utlämningsstället hör inte till {carrier}. Välj ett i listan.',
    en: 'The pickup point does not belong to {carrier}. Choose one from the list.',
  },
  'DOCUMENT.UNKNOWN_FORMAT': {
    sv: 'Okänt utskriftsformat. Tillåtna format: {allowed}',
    en: 'Unknown print format. Allowed formats: {allowed}',
  },
  'DOCUMENT.TOO_MANY_LABELS': {
    sv: 'Högst {limit} kollietiketter per utskrift. Skriv ut färre försändelser åt gången.',
    en: 'At most {limit} package labels per print. Print fewer consignments at a time.',
  },
  'CUSTOMS.NOT_REQUIRED': {
    sv: 'Försändelsen stannar inom EU:s tullområde och behöver inget tulldokument',
    en: 'The consignment stays within the EU customs territory and needs no customs document',
  },
  'CUSTOMS.REQUIRED': {
    sv: 'Försändelsen lämnar EU:s tullområde: fyll i tulldokumentet (minst en varurad) innan bokning',
    en: 'The consignment leaves the EU customs territory: complete the customs document (at least one goods line) before booking',
  },
  'CUSTOMS.PAPERLESS_NOT_OFFERED': {
    sv: 'Transportören tar inte emot tulldokument elektroniskt',
    en: 'The carrier does not accept customs documents electronically',
  },
  'CUSTOMS.PAPERLESS_NOT_CHOSEN': { sv: 'Välj elektroniska tulldokument först', en: 'Choose paperless customs documents first' },
  'CUSTOMS.TOO_MANY_DOCUMENTS': { sv: 'Högst {limit} dokument per försändelse', en: 'At most {limit} documents per consignment' },
  'CUSTOMS.NOT_A_PDF': { sv: 'Filen är inte en PDF', en: 'The file is not a PDF' },
  'STATUS.NOT_BOOKED': { sv: 'Ej bokad', en: 'Not booked' },
  'STATUS.BOOKED': { sv: 'Bokad', en: 'Booked' },
  'STATUS.PRINTED': { sv: 'Utskriven', en: 'Printed' },
  'STATUS.PICKED_UP': { sv: 'Upphämtad', en: 'Picked up' },
  'STATUS.IN_TRANSIT': { sv: 'Under transport', en: 'In transit' },
  'STATUS.DELIVERED': { sv: 'Levererad', en: 'Delivered' },
  'STATUS.AWAITING_CARRIER': { sv: 'Väntar på transportör', en: 'Waiting for the carrier' },
  'STATUS.CARRIER_REFUSED': { sv: 'Avvisad av transportör', en: 'Refused by the carrier' },
  'STATUS.CANCELLED': { sv: 'Avbokad', en: 'Cancelled' },
  'STATUS.OUT_FOR_DELIVERY': { sv: 'Ute för leverans', en: 'Out for delivery' },
  'STATUS.READY_FOR_PICKUP': { sv: 'Kan hämtas på utlämningsställe', en: 'Ready for pickup at the service point' },
  'STATUS.DELIVERY_ATTEMPTED': { sv: 'Leveransförsök misslyckades', en: 'Delivery attempted' },
  'STATUS.RETURNED': { sv: 'Returnerad till avsändaren', en: 'Returned to sender' },
  'STATUS.EXCEPTION': { sv: 'Avvikelse', en: 'Exception' },
  'TRACKING.NOT_FOUND': { sv: 'Ingen bokad försändelse med det numret', en: 'No booked consignment with that number' },
  'ORDER.EVENT_STREAM_ONLY': {
    sv: 'Händelseströmmen kräver Accept: text/event-stream och ett numeriskt Last-Event-ID',
    en: 'The event stream needs Accept: text/event-stream and a numeric Last-Event-ID',
  },
  'STATUS_REASON.CUSTOMS': { sv: 'Väntar på tullklarering', en: 'Held in customs' },
  'STATUS_REASON.ADDRESS': { sv: 'Adressen är felaktig eller ofullständig', en: 'Incorrect or incomplete address' },
  'STATUS_REASON.REFUSED': { sv: 'Mottagaren vägrade ta emot', en: 'Refused by the receiver' },
  'STATUS_REASON.DAMAGED': { sv: 'Skadad', en: 'Damaged' },
  'STATUS_REASON.DELAYED': { sv: 'Försenad', en: 'Delayed' },
  'STATUS_REASON.HELD': { sv: 'Stoppad hos transportören', en: 'On hold at the carrier' },
  'STATUS_REASON.OTHER': { sv: 'Annan avvikelse', en: 'Other exception' },
  'ERROR.AWAITING_CARRIER': {
    sv: 'Transportören har ännu inte bekräftat bokningen. Fraktsedeln kan skrivas ut när bokningen är bekräftad.',
    en: 'The carrier has not confirmed the booking yet. The waybill can be printed once it is confirmed.',
  },
  'ERROR.CARRIER_LABEL_NOT_ZPL': {
    sv: 'Transportören har utfärdat etiketterna som PDF eller bild; skriv ut som PDF.',
    en: 'The carrier issued the labels as PDF or image; print as PDF.',
  },
  'ERROR.CARRIER_REFUSED': {
    sv: 'Transportören avvisade bokningen; det finns ingen fraktsedel att skriva ut.',
    en: 'The carrier refused the booking; there is no waybill to print.',
  },
  'ERROR.ORDER_CANCELLED': {
    sv: 'Ordern är avbokad; fraktsedeln kan inte skrivas ut.',
    en: 'The order is cancelled; its waybill cannot be printed.',
  },
  'ORDER.ALREADY_PICKED_UP': {
    sv: 'Transportören har redan hämtat försändelsen; den kan inte avbokas.',
    en: 'The carrier has already picked up the consignment; it cannot be cancelled.',
  },
  'ORDER.NOT_BOOKED_CANNOT_CANCEL': {
    sv: 'Ordern är inte bokad och kan inte avbokas.',
    en: 'The order is not booked and cannot be cancelled.',
  },
  'CARRIER.VOID_REFUSED': {
    sv: 'Transportören avböjde avbokningen: {carrierText}',
    en: 'The carrier declined the cancellation: {carrierText}',
  },
  'CARRIER.UNAVAILABLE': {
    sv: 'Transportören svarar inte just nu. Försök igen om en stund.',
    en: 'The carrier is not answering right now. Try again in a while.',
  },
  'CARRIER.REFUSED': { sv: 'Transportören avvisade bokningen: {carrierText}', en: 'The carrier refused the booking: {carrierText}' },
  'CARRIER.INVALID_ADDRESS': {
    sv: 'Transportören godtar inte en adress i bokningen: {carrierText}',
    en: 'The carrier does not accept an address of the booking: {carrierText}',
  },
  'CARRIER.INVALID_POSTCODE': {
    sv: 'Transportören godtar inte postnumret: {carrierText}',
    en: 'The carrier does not accept the postcode: {carrierText}',
  },
  'CARRIER.INVALID_WEIGHT': {
    sv: 'Transportören godtar inte kollits vikt: {carrierText}',
    en: 'The carrier does not accept the package weight: {carrierText}',
  },
  'CARRIER.INVALID_SERVICE': {
    sv: 'Transportören erbjuder inte tjänsten för sändningen: {carrierText}',
    en: 'The carrier does not offer the service for the shipment: {carrierText}',
  },
  'CARRIER.ACCOUNT': {
    sv: 'Transportören godtar inte kundnumret: {carrierText}. Kontakta Frakt.',
    en: 'The carrier does not accept the customer number: {carrierText}. Contact Frakt.',
  },
  'MAIL.CARRIER_REFUSED_SUBJECT': {
    sv: 'Transportören avvisade bokning {orderNo}',
    en: 'The carrier refused booking {orderNo}',
  },
  'MAIL.CARRIER_REFUSED_TEXT': {
    sv: 'Hej!\n\n{carrier} avvisade bokningen {orderNo} (försändelse {consignmentNo}): {reason}\n\nBokningen är avbokad och krediteras. En kopia av försändelsen finns i din sändlista som order {correctionOrderNo}: rätta den och boka igen.\n\nFrakt',
    en: 'Hello,\n\n{carrier} refused the booking {orderNo} (consignment {consignmentNo}): {reason}\n\nThe booking is cancelled and credited. A copy of the consignment is in your send list as order {correctionOrderNo}: correct it and book again.\n\nFrakt',
  },
  'CARRIER.INVALID_SIGNATURE': {
    sv: 'Signaturen saknas eller stämmer inte med innehållet',
    en: 'The signature is missing or does not match the body',
  },
  'CARRIER.UNKNOWN_CARRIER': { sv: 'Transportören tar inte emot statusar här', en: 'The carrier does not report statuses here' },
  'CARRIER.CONSIGNMENT_NOT_FOUND': { sv: 'Ingen bokad försändelse har det numret', en: 'No booked consignment has that number' },
  'BOOKING.CREDIT_BLOCKED': {
    sv: 'Kunden har kreditspärr och kan inte boka. Betala förfallna fakturor eller kontakta kundtjänst.',
    en: 'The customer is blocked for credit and cannot book. Pay overdue invoices or contact customer service.',
  },
} as const satisfies MessageCatalogue;

export type ShippingMessageCode = keyof typeof shippingMessages;

// The kernel's DomainError and translate() take this service's codes too, in this service's program only
// (and in a process that loads it), so a mistyped code still fails the type check.
declare module '@freight/kernel' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MessageCodes extends Record<ShippingMessageCode, true> {}
}

registerMessages('shipping', shippingMessages);
