import { ApiSchemaObject, arrayOf, bool, int, namedSchema, objectOf, str } from '@freight/runtime';
import { MAX_IDS_PER_CALL } from './application/contact-access';
import type { ContactResponse } from './database/contact-rows';
import { FIELD_RULES, FLAG_DEFAULTS, FLAG_FIELDS, FlagField, TEXT_FIELDS, TextField } from './domain/contact-fields';

const TEXTS = Object.fromEntries(
  TEXT_FIELDS.map((field) => [field, { type: 'string', nullable: true, maxLength: FIELD_RULES[field].maxLength }]),
) as Record<TextField, ApiSchemaObject>;
const flags = (schema: (flag: FlagField) => ApiSchemaObject) =>
  Object.fromEntries(FLAG_FIELDS.map((flag) => [flag, schema(flag)])) as Record<FlagField, ApiSchemaObject>;

/** The form as parseContact reads it: blank text is null, flags are true/false or 1/0. */
const CONTACT_FORM = namedSchema('ContactForm', {
  type: 'object',
  description: 'A company or a last name is needed; country is ISO alpha-2 (default SE), state where the country has states',
  properties: { ...TEXTS, ...flags((flag) => ({ oneOf: [bool, { type: 'integer', enum: [0, 1] }], default: FLAG_DEFAULTS[flag] })) },
});

export const CREATE_CONTACT_BODY: ApiSchemaObject = {
  allOf: [
    CONTACT_FORM,
    { type: 'object', properties: { custId: { ...int, description: "The address book: an admin's choice, a member's own" } } },
  ],
  required: TEXT_FIELDS.filter((field) => FIELD_RULES[field].mandatory),
};

export const UPDATE_CONTACT_BODY: ApiSchemaObject = {
  description: 'The whole form with its id; a field left out keeps its value',
  allOf: [CONTACT_FORM, { type: 'object', properties: { id: int } }],
  required: ['id'],
};

export const CONTACT_IDS_BODY = namedSchema('ContactIds', {
  description: `Contact ids (1 to ${MAX_IDS_PER_CALL}), bare or as {ids}; all or nothing`,
  oneOf: [arrayOf(int), { type: 'object', required: ['ids'], properties: { ids: arrayOf(int) } }],
});

export const CONTACT_SCHEMA = namedSchema(
  'Contact',
  objectOf<ContactResponse>({
    id: int,
    custId: int,
    ...TEXTS,
    ...flags(() => bool),
    fullName: str,
    shared: { ...bool, description: 'Owned by a colleague in the same company, not by the caller' },
  }),
);
