import { MessageCatalogue, registerMessages } from '@freight/kernel';

/**
 * Idempotency-Key answers, for the services that take the header.
 */
export const idempotencyMessages = {
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
} as const satisfies MessageCatalogue;

export type IdempotencyMessageCode = keyof typeof idempotencyMessages;

// The kernel's DomainError and translate() take this service's codes too, in this service's program only
// (and in a process that loads it), so a mistyped code still fails the type check.
declare module '@freight/kernel' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MessageCodes extends Record<IdempotencyMessageCode, true> {}
}

registerMessages('idempotency', idempotencyMessages);
