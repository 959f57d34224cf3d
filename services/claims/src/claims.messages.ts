import { MessageCatalogue, registerMessages } from '@freight/kernel';

/**
 * The claims service's texts: complaints, insurance claims and their attachments.
 */
export const claimsMessages = {
  'ERROR.INSURANCE_CLAIM_FAILED': {
    sv: 'Misslyckades med att skicka försäkringsanspråket. Vänligen försök igen. Om felet kvarstår, kontakta supporten.',
    en: 'Failed to send the insurance claim. Please try again. If the error persists, contact support.',
  },
  'COMPLAINT.CONSIGNMENT_NOT_FOUND': {
    sv: 'Det finns ingen bokad försändelse med det numret',
    en: 'There is no booked consignment with that number',
  },
  'COMPLAINT.ALREADY_SENT': {
    sv: 'Reklamationen är redan skickad; beskrivning och krav kan inte ändras',
    en: 'The complaint has been sent; its description and claim cannot be changed',
  },
  'COMPLAINT.RATE_LIMITED': {
    sv: 'Högst {limit} reklamationer i timmen kan skickas till transportörerna. Försök igen senare; utkast kan sparas under tiden.',
    en: 'At most {limit} complaints an hour can be sent to the carriers. Try again later; drafts can be saved meanwhile.',
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
  'ATTACHMENT.TOO_MANY': {
    sv: 'Högst {limit} filer kan bifogas till en reklamation eller ett försäkringsanspråk',
    en: 'At most {limit} files can be attached to a complaint or an insurance claim',
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
} as const satisfies MessageCatalogue;

export type ClaimsMessageCode = keyof typeof claimsMessages;

// The kernel's DomainError and translate() take this service's codes too, in this service's program only
// (and in a process that loads it), so a mistyped code still fails the type check.
declare module '@freight/kernel' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MessageCodes extends Record<ClaimsMessageCode, true> {}
}

registerMessages('claims', claimsMessages);
