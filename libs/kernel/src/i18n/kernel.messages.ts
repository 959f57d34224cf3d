import type { Language } from '../context/request-context';

/**
 * The texts every service answers with: the spec's validation texts (section 5), its generic errors and
 * confirmations (section 8), and the platform's HTTP and sign-in answers. A service's own texts live in its
 * own catalogue (e.g. services/shipping/src/shipping.messages.ts). `{name}` placeholders come from the params.
 */
export const kernelMessages = {
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
  'ERROR.GENERIC': { sv: 'Ett fel inträffade', en: 'An error occurred' },
  'ERROR.UNDEFINED': {
    sv: 'Ett oidentifierat fel inträffade. Prova igen och kontakta kundtjänst om felet kvarstår.',
    en: 'An unidentified error occurred. Try again and contact customer service if the error persists.',
  },
  'ERROR.EMPTY_VALUE': { sv: 'Värde saknas', en: 'Empty value' },
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
  'AUTH.UNAUTHENTICATED': { sv: 'Du behöver logga in', en: 'You need to sign in' },
  'AUTH.INVALID_TOKEN': { sv: 'Inloggningen är ogiltig eller har gått ut', en: 'The sign-in is invalid or has expired' },
  'AUTH.DEMO_FORBIDDEN': {
    sv: 'Demoanvändaren har inte tillgång till detta. Logga in som medlem för att fortsätta.',
    en: 'The demo user has no access to this. Sign in as a member to continue.',
  },
  'AUTH.FORBIDDEN': { sv: 'Du har inte behörighet till detta', en: 'You are not allowed to do this' },
  'AUTH.ROLE_FORBIDDEN': {
    sv: 'Din roll i företaget ger inte behörighet till detta. Be företagets administratör om hjälp.',
    en: 'Your role in the company does not allow this. Ask your company administrator.',
  },
  'CONFIRM.MISSION_COMPLETED': { sv: 'Klart', en: 'Mission completed' },
  'CONFIRM.UPDATE_COMPLETED': { sv: 'Uppdateringen är klar', en: 'Update completed' },
  'CONFIRM.DELETE_COMPLETED': { sv: 'Borttaget', en: 'Delete completed' },
  'CONFIRM.LOGGING_IN': { sv: 'Loggar in', en: 'Logging in' },
  'CONFIRM.DELETE_QUESTION': { sv: 'Är du säker? Åtgärden går inte att ångra.', en: 'Are you sure? This cannot be undone.' },
} as const satisfies Record<string, Record<Language, string>>;

export type KernelMessageCode = keyof typeof kernelMessages;

/** Not a code itself: the undefined-error text every unknown code falls back to, whichever catalogues are loaded. */
export const UNDEFINED_TEXT: Readonly<Record<Language, string>> = kernelMessages['ERROR.UNDEFINED'];
