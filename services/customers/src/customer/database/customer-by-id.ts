import { DataSource, EntityManager } from 'typeorm';
import { batcherPer, batchParam, inTransaction, preparedSql, runPrepared } from '@freight/kernel';
import { CustomerEntity } from './customer.entity';

/**
 * The whole customer row by its primary key, as the entity's fields: the read of GET /customer/{id}, every page load
 * of the console. Prepared statements, without TypeORM's query builder (an eighth of the read's CPU in the bench
 * profile, issue 30); pg gives the same values TypeORM would (bigint as text, jsonb parsed, timestamptz as Date).
 */
const COLUMNS = `id, comp_id AS "compId", integration_id AS "integrationId", customer_level AS "customerLevel",
          member_level AS "memberLevel", first_name AS "firstName", last_name AS "lastName", email, phone, mobile,
          company, org_no AS "orgNo", address, address2, postcode, city, state, country,
          filter_contacts AS "filterContacts", primary_contact_id AS "primaryContactId",
          archived_complaints AS "archivedComplaints", show_all_booked AS "showAllBooked",
          credit_limit_ore AS "creditLimitOre", print_format AS "printFormat", price_list AS "priceList",
          module_message_read AS "moduleMessageRead", carriers, credit_block AS "creditBlock",
          insurance_disabled AS "insuranceDisabled", insurance_goods_value_ore AS "insuranceGoodsValueOre",
          no_pickup AS "noPickup", consignee_type AS "consigneeType", agreement_numbers AS "agreementNumbers",
          last_seen_at AS "lastSeenAt"`;

const BY_ID = preparedSql(`SELECT ${COLUMNS} FROM customers WHERE id = $1`);

// Many reads as one statement, one row per call (each caller gets its own object, even for the same id); the ids
// come as one json parameter (see batchParam), and OFFSET 0 keeps each lookup on the primary key.
const BY_IDS = preparedSql(
  `SELECT x.n, r.*
     FROM json_to_recordset($1::json) AS x(n integer, id integer)
    CROSS JOIN LATERAL (SELECT ${COLUMNS} FROM customers c WHERE c.id = x.id OFFSET 0) r`,
);

type Numbered = CustomerEntity & { n: number };

async function readMany(dataSource: DataSource, ids: readonly number[]): Promise<Array<CustomerEntity | undefined>> {
  const rows = await runPrepared<Numbered>(dataSource, BY_IDS, [batchParam(ids.map((id, i) => ({ n: i + 1, id })))]);
  const byCall: Array<CustomerEntity | undefined> = ids.map(() => undefined);
  for (const { n, ...row } of rows) byCall[n - 1] = row;
  return byCall;
}

// Concurrent page loads share one statement (see StatementBatcher), per database. A batch starts after each of its
// calls was made, so it sees every change acknowledged before them: never a stale customer.
const batcherOf = batcherPer(readMany, { concurrency: 2, maxBatch: 100 });

/** Reads through the manager's transaction when there is one, so a change made in it is seen; else batched. */
export async function customerById(manager: EntityManager, id: number): Promise<CustomerEntity | undefined> {
  if (!inTransaction(manager)) return batcherOf(manager.connection).call(id);
  const [row] = await runPrepared<CustomerEntity>(manager, BY_ID, [id]);
  return row;
}
