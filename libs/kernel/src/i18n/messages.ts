import { Language } from '../context/request-context';

/**
 * The message catalogue: the spec's validation texts (section 5) and error catalogue (section 8),
 * plus the platform's own messages. Where the spec gives only one language the other is ours.
 * `{name}` placeholders are filled from the error's params.
 */
export const messages = {
  // Validation (spec section 5)
  'VALIDATION.REQUIRED': { sv: 'Obligatoriskt fält', en: 'Mandatory field' },
  'VALIDATION.TOO_LONG': { sv: 'För många tecken', en: 'Too many characters' },
  'VALIDATION.TOO_SHORT': { sv: 'För lite', en: 'Too short' },
  'VALIDATION.MAX_PARCEL_WEIGHT': { sv: 'Max vikt för paket', en: 'Max weight for parcel' },
  'VALIDATION.INVALID_EMAIL': { sv: 'Felaktig e-postadress', en: 'Invalid e-mail address' },
  'VALIDATION.MIN': { sv: 'Minst {limit}', en: 'Minimum {limit}' },
  'VALIDATION.MAX': { sv: 'Mer än {limit}', en: 'More than {limit}' },
  'VALIDATION.NOT_A_NUMBER': { sv: 'Måste vara ett nummer', en: 'Must be number' },
  'VALIDATION.FILE_TOO_LARGE': { sv: 'Filen är för stor', en: 'File is too large' },
  'VALIDATION.INVALID_FORMAT': { sv: 'Felaktigt format', en: 'Invalid format' },
  'VALIDATION.UNKNOWN_FIELD': { sv: 'Okänt fält', en: 'Unknown field' },
  'VALIDATION.FORM': {
    sv: 'Formuläret innehåller valideringsfel. Vänligen hantera de beskrivna problemen.',
    en: 'The form contains validation errors. Please handle the problems described.',
  },

  // Error catalogue (spec section 8)
  'ERROR.GENERIC': { sv: 'Ett fel inträffade', en: 'An error occurred' },
  'ERROR.UNDEFINED': {
    sv: 'Ett oidentifierat fel inträffade. Prova igen och kontakta kundtjänst om felet kvarstår.',
    en: 'An unidentified error occurred. Try again and contact customer service if the error persists.',
  },
  'ERROR.NO_DOCUMENT': { sv: 'Dokument saknas', en: 'No document' },
  'ERROR.CITY_NOT_FOUND': { sv: 'Orten hittades inte', en: 'City not found' },
  'ERROR.EMPTY_VALUE': { sv: 'Värde saknas', en: 'Empty value' },
  'ERROR.NO_UNBOOKED': { sv: 'Det finns inga obokade försändelser', en: 'No unbooked consignments' },
  'ERROR.PRICE_NOT_FOUND': { sv: 'Pris kan inte hittas', en: 'Price cannot be found' },
  'ERROR.CONSIGNOR_CONSIGNEE_FIRST': { sv: 'Ange avsändare och mottagare först.', en: 'Enter consignor and consignee first.' },
  'ERROR.NO_SENDER_FAVOURITE': { sv: 'Ingen avsändarfavorit', en: 'No sender favourite' },
  'ERROR.NO_SUITABLE_PRODUCTS': {
    sv: 'Det finns inga lämpliga fraktprodukter för försändelsen. Kontrollera att postnumren finns för landet.',
    en: 'No suitable freight products for the consignment. Check that the postcodes exist for the country.',
  },
  'ERROR.NO_PICKUP_POINTS': {
    sv: 'Inga utlämningsställen eller ombud för postnumret',
    en: 'No pickup points or access points for the postal code',
  },
  'ERROR.NO_PACKAGE_FAVOURITES': {
    sv: 'Inga paketfavoriter än. Fyll i en godsrad och välj ”Spara som favorit”, så kan du välja den här nästa gång.',
    en: 'No package favourites yet. Fill in a goods row and choose “Save as favourite” to pick it here next time.',
  },
  'ERROR.ARCHIVED_CONSIGNMENT': {
    sv: 'Försändelsen är arkiverad: detaljer saknas och fraktsedel kan inte skrivas ut.',
    en: 'The consignment is archived: details are unavailable and a waybill cannot be printed.',
  },
  'ERROR.BILL_NOT_FOUND': {
    sv: 'Fakturan hittades inte. Det kan ta ett par dagar innan den finns i PDF-systemet.',
    en: 'Bill not found. It may take a couple of days to appear in the PDF system.',
  },
  'ERROR.CREDIT_INVOICE': { sv: 'Kreditfakturor kan inte visas', en: 'Credit invoices cannot be shown' },
  'ERROR.INSURANCE_CLAIM_FAILED': {
    sv: 'Misslyckades med att skicka försäkringsanspråket. Vänligen försök igen. Om felet kvarstår, kontakta supporten.',
    en: 'Failed to send the insurance claim. Please try again. If the error persists, contact support.',
  },
  'ERROR.CARRIER_MESSAGE_FAILED': {
    sv: 'Misslyckades med att skicka meddelande. Kontakta kundtjänst.',
    en: 'Failed to send the message. Contact customer service.',
  },
  'ERROR.PRICELESS_OPTION': {
    sv: 'Pris för detta tillval kan inte ges. Se aktuell prislista.',
    en: 'A price for this option cannot be given. See the current price list.',
  },
  'ERROR.NOTICE_CONFLICT': { sv: 'E-post saknas för mottagare', en: 'E-mail is missing for the receiver' },

  // Freight products not offered, and price problems (shipping's filter and pricing).
  // Numbers come as {nameSv}/{nameEn} so each language shows its own separators.
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

  // Orders and consignments
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

  // Booking (shipping's booking/)
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
  'BOOKING.GOODS_WEIGHT_REQUIRED': { sv: 'Ange vikt för varje kolli', en: 'Enter the weight of every goods item' },
  'BOOKING.GOODS_VALUE_REQUIRED': {
    sv: 'Varuvärde måste anges när försäkring är vald',
    en: 'The goods value is mandatory when insurance is chosen',
  },
  'BOOKING.GOODS_VALUE_MIN': { sv: 'Varuvärdet måste vara minst {limit} kr', en: 'The goods value must be at least SEK {limit}' },
  'BOOKING.GOODS_VALUE_MAX': { sv: 'Varuvärdet får vara högst {limit} kr', en: 'The goods value may be at most SEK {limit}' },
  'BOOKING.OPTION_VALUE_INVALID': { sv: 'Tillvalet {optionSv} har ett felaktigt värde', en: 'The option {optionEn} has an invalid value' },

  // Pickup points (shipping's pickup-points/); none near a postcode is the spec's ERROR.NO_PICKUP_POINTS
  'PICKUP_POINT.PRODUCT_HAS_NONE': {
    sv: 'Fraktprodukten lämnar inte ut försändelser på utlämningsställen',
    en: 'The freight product does not deliver to pickup points',
  },
  'PICKUP_POINT.NOT_OF_CARRIER': {
    sv: 'Utlämningsstället hör inte till {carrier}. Välj ett i listan.',
    en: 'The pickup point does not belong to {carrier}. Choose one from the list.',
  },

  // Shipping documents (shipping's documents/)
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

  // Order status labels (spec section 4) and the carrier status webhook
  'STATUS.NOT_BOOKED': { sv: 'Ej bokad', en: 'Not booked' },
  'STATUS.BOOKED': { sv: 'Bokad', en: 'Booked' },
  'STATUS.PRINTED': { sv: 'Utskriven', en: 'Printed' },
  'STATUS.PICKED_UP': { sv: 'Upphämtad', en: 'Picked up' },
  'STATUS.IN_TRANSIT': { sv: 'Under transport', en: 'In transit' },
  'STATUS.DELIVERED': { sv: 'Levererad', en: 'Delivered' },
  'CARRIER.INVALID_SIGNATURE': {
    sv: 'Signaturen saknas eller stämmer inte med innehållet',
    en: 'The signature is missing or does not match the body',
  },
  'CARRIER.UNKNOWN_CARRIER': { sv: 'Transportören tar inte emot statusar här', en: 'The carrier does not report statuses here' },
  'CARRIER.CONSIGNMENT_NOT_FOUND': { sv: 'Ingen bokad försändelse har det numret', en: 'No booked consignment has that number' },

  // Complaints, insurance claims and their attachments (claims service)
  'COMPLAINT.CONSIGNMENT_NOT_FOUND': {
    sv: 'Det finns ingen bokad försändelse med det numret',
    en: 'There is no booked consignment with that number',
  },
  'COMPLAINT.ALREADY_SENT': {
    sv: 'Reklamationen är redan skickad; beskrivning och krav kan inte ändras',
    en: 'The complaint has been sent; its description and claim cannot be changed',
  },
  'COMPLAINT.NOT_SENT': { sv: 'Reklamationen är inte skickad ännu', en: 'The complaint has not been sent yet' },
  'COMPLAINT.ALREADY_ANSWERED': { sv: 'Reklamationen är redan besvarad', en: 'The complaint has already been answered' },
  'COMPLAINT.REMINDER_TOO_SOON': {
    sv: 'En påminnelse kan skickas en gång per dygn. Nästa kan skickas {next}.',
    en: 'A reminder can be sent once a day. The next one can be sent {next}.',
  },
  'ATTACHMENT.MAX_SIZE_LABEL': {
    sv: 'Bifogade filer: högst {perFile} MB per fil och {total} MB totalt',
    en: 'Attached files: at most {perFile} MB per file and {total} MB in total',
  },
  'CLAIM.NOT_INSURED': { sv: 'Försändelsen är inte försäkrad', en: 'The consignment is not insured' },
  'CLAIM.INSURANCE_DISABLED': {
    sv: 'Försäkringen är inaktiverad för kontot: försäkringsanspråk kan inte lämnas in. Reklamationer kan fortfarande göras.',
    en: 'Insurance is inactivated for the account: insurance claims cannot be filed. Complaints can still be made.',
  },
  'CLAIM.DEADLINE_PASSED': {
    sv: 'Tiden för att anmäla skadan gick ut {deadline} ({days} dagar efter leveransen)',
    en: 'The time to claim ended on {deadline} ({days} days after delivery)',
  },
  'CLAIM.ALREADY_SUBMITTED': {
    sv: 'Försäkringsanspråket är redan skickat och kan inte ändras',
    en: 'The insurance claim has been submitted and cannot be changed',
  },

  // Content, news and e-mail (content service)
  'MAIL.RATE_LIMITED': {
    sv: 'Du har skickat för många e-postmeddelanden. Försök igen om en stund.',
    en: 'You have sent too many e-mails. Try again in a while.',
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
  'NEWSLETTER.LINK_INVALID': { sv: 'Länken är ogiltig eller har gått ut', en: 'The link is invalid or has expired' },
  'NEWSLETTER.CONFIRMED': {
    sv: 'Tack! Din prenumeration på nyhetsbrevet är bekräftad.',
    en: 'Thank you! Your newsletter subscription is confirmed.',
  },

  // Address book and its import (contacts service)
  'CONTACT.LOCKED': {
    sv: 'Kontakten är låst av sin ägare och kan inte ändras eller tas bort.',
    en: 'The contact is locked by its owner and cannot be changed or deleted.',
  },
  'CONTACT.OWNER_ONLY': {
    sv: 'Bara kontaktens ägare kan låsa den eller göra den till avsändarfavorit.',
    en: "Only the contact's owner can lock it or make it the sender favourite.",
  },
  'CONTACT.PRIMARY_CHANGED': {
    sv: 'Avsändarfavoriten ändrades samtidigt. Försök igen.',
    en: 'The sender favourite was changed at the same time. Try again.',
  },
  'PACKAGE_FAVOURITE.NAME_TAKEN': {
    sv: 'Det finns redan en paketfavorit med det namnet',
    en: 'A package favourite with that name already exists',
  },
  'PACKAGE_FAVOURITE.LIMIT': {
    sv: 'Du kan spara högst {limit} paketfavoriter. Ta bort en innan du sparar en ny.',
    en: 'You can keep at most {limit} package favourites. Delete one before saving a new one.',
  },
  'IMPORT.FILE_REQUIRED': { sv: 'Välj en Excel-fil (.xlsx) att importera', en: 'Choose an Excel file (.xlsx) to import' },
  'IMPORT.NOT_XLSX': { sv: 'Filen är ingen Excel-fil (.xlsx)', en: 'The file is not an Excel file (.xlsx)' },
  'IMPORT.UNPACKED_TOO_LARGE': { sv: 'Filens innehåll är för stort', en: "The file's content is too large" },
  'IMPORT.TOO_MANY_ROWS': { sv: 'Filen har fler än {limit} rader', en: 'The file has more than {limit} rows' },
  'IMPORT.NO_ROWS': { sv: 'Filen innehåller inga kontakter', en: 'The file contains no contacts' },
  'IMPORT.WRONG_HEADING': { sv: 'Okänd eller upprepad rubrik: {heading}', en: 'Unknown or repeated heading: {heading}' },
  'IMPORT.MISSING_HEADING': { sv: 'Rubriken {heading} saknas', en: 'The heading {heading} is missing' },
  'IMPORT.FORMULA': { sv: 'Formler stöds inte, skriv in värdet', en: 'Formulas are not supported, enter the value' },
  'IMPORT.DATE': { sv: 'Ett datum passar inte i kolumnen', en: 'A date does not fit this column' },
  'IMPORT.DUPLICATE_KEY': { sv: 'Samma {heading} finns på en senare rad', en: 'The same {heading} is on a later row' },

  // Billing (the spec's bill texts are in the error catalogue above)
  'BILL.ORDER_NOT_FOUND': { sv: 'Fakturaraden hittades inte', en: 'Bill order not found' },
  'BILL.NOTHING_TO_CREDIT': { sv: 'Ordern har inga fakturarader att kreditera', en: 'The order has no bill order lines to credit' },
  'BILL.BGMAX_INVALID': { sv: 'Filen är inte en giltig BgMax-fil: {detail}', en: 'The file is not a valid BgMax file: {detail}' },
  'BILL.PAYLATER_TERMS_NOT_ACCEPTED': {
    sv: 'Villkoren för förlängd kredittid måste godkännas',
    en: 'The terms for extended credit time must be accepted',
  },
  'BILL.PAYLATER_TERMS_OUTDATED': {
    sv: 'Villkoren har ändrats. Läs och godkänn de nya villkoren.',
    en: 'The terms have changed. Read and accept the new terms.',
  },
  'BILL.PAYLATER_PENDING': {
    sv: 'Det finns redan en ansökan om förlängd kredittid som behandlas',
    en: 'An application for extended credit time is already being processed',
  },
  'BILL.PAYLATER_DECIDED': { sv: 'Ansökan är redan behandlad', en: 'The application has already been decided' },
  'BOOKING.CREDIT_BLOCKED': {
    sv: 'Kunden har kreditspärr och kan inte boka. Betala förfallna fakturor eller kontakta kundtjänst.',
    en: 'The customer is blocked for credit and cannot book. Pay overdue invoices or contact customer service.',
  },

  // Platform
  'HTTP.NOT_FOUND': { sv: 'Resursen finns inte', en: 'Not found' },
  'HTTP.ROUTE_NOT_FOUND': { sv: 'Adressen {path} finns inte', en: 'There is no {path}' },
  'HTTP.MALFORMED_JSON': { sv: 'Begärans innehåll är inte giltig JSON', en: 'The request body is not valid JSON' },
  'HTTP.UNSUPPORTED_MEDIA_TYPE': { sv: 'Innehållstypen stöds inte', en: 'Unsupported content type' },
  'HTTP.PAYLOAD_TOO_LARGE': { sv: 'Begäran är för stor', en: 'The request is too large' },
  'HTTP.METHOD_NOT_ALLOWED': { sv: 'Metoden är inte tillåten', en: 'Method not allowed' },
  'HTTP.RATE_LIMITED': {
    sv: 'För många förfrågningar. Vänta en stund och försök igen.',
    en: 'Too many requests. Wait a moment and try again.',
  },
  'HTTP.BAD_REQUEST': { sv: 'Felaktig begäran', en: 'Bad request' },
  'HTTP.SERVICE_UNAVAILABLE': {
    sv: 'Tjänsten är inte tillgänglig just nu. Försök igen om en stund.',
    en: 'The service is unavailable right now. Try again shortly.',
  },
  'HTTP.BAD_GATEWAY': {
    sv: 'Tjänsten svarade inte som väntat. Försök igen om en stund.',
    en: 'The service did not answer as expected. Try again shortly.',
  },
  'IDEMPOTENCY.KEY_INVALID': {
    sv: 'Idempotency-Key måste vara 1–255 skrivbara ASCII-tecken',
    en: 'Idempotency-Key must be 1 to 255 printable ASCII characters',
  },
  'IDEMPOTENCY.KEY_REUSED': {
    sv: 'Idempotency-Key används redan för en annan begäran',
    en: 'Idempotency-Key was already used with a different request',
  },
  'IDEMPOTENCY.IN_PROGRESS': {
    sv: 'Den första begäran med denna Idempotency-Key behandlas fortfarande. Försök igen om en stund.',
    en: 'The first request with this Idempotency-Key is still being processed. Try again shortly.',
  },
  'AUTH.UNAUTHENTICATED': { sv: 'Du behöver logga in', en: 'You need to sign in' },
  'AUTH.INVALID_TOKEN': { sv: 'Inloggningen är ogiltig eller har gått ut', en: 'The sign-in is invalid or has expired' },
  'AUTH.INVALID_CREDENTIALS': { sv: 'Felaktigt användarnamn eller lösenord', en: 'Wrong username or password' },
  'AUTH.REFRESH_INVALID': { sv: 'Sessionen har gått ut. Logga in igen.', en: 'The session has expired. Please sign in again.' },
  'AUTH.SSO_INVALID': { sv: 'Inloggningslänken är ogiltig, använd eller har gått ut', en: 'The sign-in link is invalid, used or expired' },
  'AUTH.DEMO_FORBIDDEN': {
    sv: 'Demoanvändaren har inte tillgång till detta. Logga in som medlem för att fortsätta.',
    en: 'The demo user has no access to this. Sign in as a member to continue.',
  },
  'AUTH.FORBIDDEN': { sv: 'Du har inte behörighet till detta', en: 'You are not allowed to do this' },

  // Confirmations (spec section 8)
  'CONFIRM.MISSION_COMPLETED': { sv: 'Klart', en: 'Mission completed' },
  'CONFIRM.UPDATE_COMPLETED': { sv: 'Uppdateringen är klar', en: 'Update completed' },
  'CONFIRM.DELETE_COMPLETED': { sv: 'Borttaget', en: 'Delete completed' },
  'CONFIRM.LOGGING_IN': { sv: 'Loggar in', en: 'Logging in' },
  'CONFIRM.DELETE_QUESTION': { sv: 'Är du säker? Åtgärden går inte att ångra.', en: 'Are you sure? This cannot be undone.' },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageCode = keyof typeof messages;

export type MessageParams = Record<string, string | number>;

export function translate(code: MessageCode, language: Language, params: MessageParams = {}): string {
  const entry = messages[code] as Record<Language, string> | undefined;
  const template = entry?.[language] ?? entry?.en ?? messages['ERROR.UNDEFINED'][language];
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => (params[name] === undefined ? '' : String(params[name])));
  return text.replace(/\s+$/, '');
}

export function isMessageCode(code: string): code is MessageCode {
  return Object.prototype.hasOwnProperty.call(messages, code);
}
