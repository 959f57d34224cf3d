import { EntityManager } from 'typeorm';
import { preparedSql, runPrepared } from '@freight/kernel';
import { CustomerEntity } from './customer.entity';

/**
 * The whole customer row by its primary key, as the entity's fields: the read of GET /customer/{id}, every page load
 * of the console. One prepared statement, without TypeORM's query builder (an eighth of the read's CPU in the bench
 * profile, issue 30); pg gives the same values TypeORM would (bigint as text, jsonb parsed, timestamptz as Date).
 */
const BY_ID = preparedSql(
  `SELECT id, comp_id AS "compId", integration_id AS "integrationId", customer_level AS "customerLevel",
          member_level AS "memberLevel", first_name AS "firstName", last_name AS "lastName", email, phone, mobile,
          company, org_no AS "orgNo", address, address2, postcode, city, state, country,
          filter_contacts AS "filterContacts", primary_contact_id AS "primaryContactId",
          archived_complaints AS "archivedComplaints", show_all_booked AS "showAllBooked",
          credit_limit_ore AS "creditLimitOre", print_format AS "printFormat", price_list AS "priceList",
          module_message_read AS "moduleMessageRead", carriers, credit_block AS "creditBlock",
          insurance_disabled AS "insuranceDisabled", insurance_goods_value_ore AS "insuranceGoodsValueOre",
          no_pickup AS "noPickup", consignee_type AS "consigneeType", agreement_numbers AS "agreementNumbers",
          last_seen_at AS "lastSeenAt"
     FROM customers WHERE id = $1`,
);

/** Reads through the manager's transaction when there is one, so a change made in it is seen. */
export async function customerById(manager: EntityManager, id: number): Promise<CustomerEntity | undefined> {
  const [row] = await runPrepared<CustomerEntity>(manager, BY_ID, [id]);
  return row;
}
