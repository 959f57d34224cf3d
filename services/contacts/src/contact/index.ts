// The contact slice's public surface: what other slices of the service (the import) may use.
export { BATCH_FIELDS, writeContactBatch } from './application/contact-batch';
export type { ContactBatch, ContactBatchResult } from './application/contact-batch';
export { FIELD_RULES, parseContact } from './domain/contact-fields';
export type { ContactFields, FlagField, RawContact, TextField } from './domain/contact-fields';
