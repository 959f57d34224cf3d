import { MessageCatalogue, registerMessages } from '@freight/kernel';

/**
 * The address book's texts: contacts, package favourites and the Excel import, and the spec's errors for them.
 */
export const contactsMessages = {
  'ERROR.CITY_NOT_FOUND': { sv: 'Orten hittades inte', en: 'City not found' },
  'ERROR.NO_SENDER_FAVOURITE': { sv: 'Ingen avsändarfavorit', en: 'No sender favourite' },
  'ERROR.NO_PACKAGE_FAVOURITES': {
    sv: 'Inga paketfavoriter än. Fyll i en godsrad och välj ”Spara som favorit”, så kan du välja den här nästa gång.',
    en: 'No package favourites yet. Fill in a goods row and choose “Save as favourite” to pick it here next time.',
  },
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
  'IMPORT.TOO_COMPLEX': {
    sv: 'Filen är för komplex för att läsas: spara den som en vanlig Excel-fil (.xlsx) och försök igen',
    en: 'The file is too complex to read: save it as a plain Excel file (.xlsx) and try again',
  },
  'IMPORT.BAD_REFERENCE': {
    sv: 'Filen är skadad: en rad eller cell har en ogiltig referens',
    en: 'The file is damaged: a row or cell has an invalid reference',
  },
  'IMPORT.IN_PROGRESS': {
    sv: 'En fil importeras redan för ditt konto, försök igen när den är klar',
    en: 'A file is already being imported for your account, try again when it is done',
  },
  'IMPORT.TOO_MANY_ROWS': { sv: 'Filen har fler än {limit} rader', en: 'The file has more than {limit} rows' },
  'IMPORT.NO_ROWS': { sv: 'Filen innehåller inga kontakter', en: 'The file contains no contacts' },
  'IMPORT.WRONG_HEADING': { sv: 'Okänd eller upprepad rubrik: {heading}', en: 'Unknown or repeated heading: {heading}' },
  'IMPORT.MISSING_HEADING': { sv: 'Rubriken {heading} saknas', en: 'The heading {heading} is missing' },
  'IMPORT.FORMULA': { sv: 'Formler stöds inte, skriv in värdet', en: 'Formulas are not supported, enter the value' },
  'IMPORT.DATE': { sv: 'Ett datum passar inte i kolumnen', en: 'A date does not fit this column' },
  'IMPORT.DUPLICATE_KEY': { sv: 'Samma {heading} finns på en senare rad', en: 'The same {heading} is on a later row' },
} as const satisfies MessageCatalogue;

export type ContactsMessageCode = keyof typeof contactsMessages;

// The kernel's DomainError and translate() take this service's codes too, in this service's program only
// (and in a process that loads it), so a mistyped code still fails the type check.
declare module '@freight/kernel' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MessageCodes extends Record<ContactsMessageCode, true> {}
}

registerMessages('contacts', contactsMessages);
