import { ContactFields, FLAG_FIELDS, fullName, TEXT_FIELDS, TextField, FlagField } from '../domain/contact-fields';

/** The stored column of each field (the API's camelCase names, snake_case in the table). */
export const COLUMNS: Readonly<Record<TextField | FlagField, string>> = Object.freeze({
  company: 'company',
  firstName: 'first_name',
  lastName: 'last_name',
  address1: 'address1',
  address2: 'address2',
  postcode: 'postcode',
  city: 'city',
  state: 'state',
  country: 'country',
  phone: 'phone',
  mobile: 'mobile',
  email: 'email',
  reference: 'reference',
  comments: 'comments',
  notes: 'notes',
  consignor: 'consignor',
  consignee: 'consignee',
  consumer: 'consumer',
  locked: 'locked',
  primary: '"primary"',
});

export const FIELD_ORDER = [...TEXT_FIELDS, ...FLAG_FIELDS] as const;

/** Every column a read needs, in a fixed order. */
export const SELECT_COLUMNS = `id, cust_id, ${FIELD_ORDER.map((f) => COLUMNS[f]).join(', ')}`;

export type ContactRow = { id: number; cust_id: number } & Record<string, unknown>;

export interface ContactResponse extends ContactFields {
  id: number;
  custId: number;
  fullName: string;
  /** Owned by a colleague in the same company, not by the caller. */
  shared: boolean;
}

export function fieldsOf(row: ContactRow): ContactFields {
  const fields = {} as Record<string, unknown>;
  for (const field of FIELD_ORDER) fields[field] = row[COLUMNS[field].replace(/"/g, '')];
  return fields as unknown as ContactFields;
}

export function toResponse(row: ContactRow, callerCustomerId: number): ContactResponse {
  const fields = fieldsOf(row);
  return { id: row.id, custId: row.cust_id, ...fields, fullName: fullName(fields), shared: row.cust_id !== callerCustomerId };
}

/** The field values in FIELD_ORDER, as statement parameters. */
export const valuesOf = (fields: ContactFields): unknown[] => FIELD_ORDER.map((f) => fields[f]);
