import { TransactionHost } from '@freight/kernel';
import { COLUMNS, FIELD_ORDER } from '../database/contact-rows';
import { ContactFields, FlagField, TextField } from '../domain/contact-fields';

/** The fields a batch writes: all but the locked and primary marks, which only the portal sets. */
export const BATCH_FIELDS: readonly (TextField | FlagField)[] = FIELD_ORDER.filter((f) => f !== 'locked' && f !== 'primary');

export interface ContactBatch {
  customerId: number;
  /** The customer's contact scope (its company's, or its own): see scopeOf. */
  scope: number;
  /** The import the contacts came from, kept on each added contact. */
  importId: string;
  /** Validated fields (parseContact's value), in the order the added contacts' ids should follow. */
  contacts: readonly ContactFields[];
  /**
   * Update the customer's contacts whose value in this field matches a batch contact's (ignoring case) instead of
   * adding that one. The caller sends at most one contact per such value.
   */
  replaceBy?: TextField | null;
}

export interface ContactBatchResult {
  /** The added contacts' ids, ascending (the batch's order). */
  created: number[];
  /** Batch contacts that updated at least one existing contact. */
  updated: number;
}

const columns = BATCH_FIELDS.map((f) => COLUMNS[f]).join(', ');
const recordType = BATCH_FIELDS.map(
  (f) => `"${f}" ${f === 'consignor' || f === 'consignee' || f === 'consumer' ? 'boolean' : 'text'}`,
).join(', ');
const values = BATCH_FIELDS.map((f) => `s."${f}"`).join(', ');
// The batch as rows, numbered in its order ($4 is the contacts as one JSON array).
const src = `src AS (
  SELECT * FROM ROWS FROM (jsonb_to_recordset($4::jsonb) AS (${recordType})) WITH ORDINALITY AS s(${BATCH_FIELDS.map((f) => `"${f}"`).join(', ')}, n)
)`;
const insert = (where: string) => `ins AS (
  INSERT INTO contacts (cust_id, scope, import_id, ${columns})
  SELECT $1, $2, $3, ${values} FROM src s WHERE ${where} ORDER BY s.n
  RETURNING id
)`;

const statementOf = (key: TextField | null | undefined): string =>
  key
    ? `WITH ${src},
       upd AS (
         UPDATE contacts c SET ${BATCH_FIELDS.map((f) => `${COLUMNS[f]} = s."${f}"`).join(', ')}, updated_at = now()
           FROM src s
          WHERE c.cust_id = $1 AND lower(c.${COLUMNS[key]}) = lower(s."${key}")
         RETURNING s.n
       ),
       ${insert('s.n NOT IN (SELECT n FROM upd)')}
       SELECT (SELECT array_agg(id ORDER BY id) FROM ins) AS created, (SELECT count(DISTINCT n)::int FROM upd) AS updated`
    : `WITH ${src}, ${insert('true')} SELECT (SELECT array_agg(id ORDER BY id) FROM ins) AS created, 0 AS updated`;

/**
 * Writes a batch of validated contacts into the customer's address book in one statement (the import's 30 000 rows
 * go in a few dozen of these, not one by one); the contact_counts triggers count them as any other write.
 */
export async function writeContactBatch(tx: TransactionHost, batch: ContactBatch): Promise<ContactBatchResult> {
  if (!batch.contacts.length) return { created: [], updated: 0 };
  const [result]: Array<{ created: number[] | null; updated: number }> = await tx.manager.query(statementOf(batch.replaceBy), [
    batch.customerId,
    batch.scope,
    batch.importId,
    // As they are: the statement's record type takes only BATCH_FIELDS of each.
    JSON.stringify(batch.contacts),
  ]);
  return { created: result.created ?? [], updated: result.updated };
}
