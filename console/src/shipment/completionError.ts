/**
 * A step 3 field's error as a message key: the shape the completion rules and the extra parts' checks share
 * (its own file, so neither imports the other: issue 26 found them in a five-file cycle).
 */
export interface CompletionError {
  /** A message key (validation.* of the spec, or shipment.complete.* for the goods value bounds). */
  key: string;
  params?: Record<string, string | number>;
}

export type CompletionErrors = Record<string, CompletionError>;

export const REQUIRED: CompletionError = { key: 'validation.required' };
export const TOO_LONG: CompletionError = { key: 'validation.tooLong' };
