import { decodeEventJson, MalformedEventError } from '@freight/contracts';
import { DomainError, FieldError } from '@freight/kernel';
import type { CarrierStatusInput } from '../../domain/carrier-status';

const UNKNOWN_KEY = /key "([^"]{1,64})" is unknown/;
const BAD_FIELD = /field [\w.]+\.(\w+) from JSON/;

/**
 * The webhook's body is the topic's message in the protobuf JSON mapping (proto or camelCase names),
 * decoded by the same contract code, so both inputs accept exactly the same documents.
 */
export function parseWebhookBody(body: unknown): CarrierStatusInput {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw DomainError.invalid([{ field: 'body', code: 'VALIDATION.REQUIRED' }]);
  try {
    return decodeEventJson('CarrierStatusReceived', body);
  } catch (error) {
    if (!(error instanceof MalformedEventError)) throw error;
    throw DomainError.invalid([fieldErrorOf(error.message)]);
  }
}

function fieldErrorOf(message: string): FieldError {
  const unknown = UNKNOWN_KEY.exec(message);
  if (unknown) return { field: unknown[1], code: 'VALIDATION.UNKNOWN_FIELD' };
  const field = BAD_FIELD.exec(message);
  return { field: field ? field[1] : 'body', code: 'VALIDATION.INVALID_FORMAT' };
}
