import { MigrationInterface, QueryRunner } from 'typeorm';
import { ensureExtension } from '@freight/kernel';
import { BILL_ORDER_SEARCH_TEXT } from '../bill-orders/database/bill-order.row';

/** Billing's own tables: its copy of customers, bill order lines, bills, payments, pay-later applications. */
export class CreateBilling1733000000100 implements MigrationInterface {
  name = 'CreateBilling1733000000100';

  async up(q: QueryRunner): Promise<void> {
    // Services migrate concurrently in one database; creating the same extension at once would race.
    await q.query("SELECT pg_advisory_xact_lock(hashtext('frakt-create-extension'))");
    await ensureExtension(q, 'pg_trgm');
    await q.query(`
      CREATE TABLE customers (
        customer_id      integer PRIMARY KEY,
        comp_id          integer,
        name             text NOT NULL DEFAULT '',
        org_no           text NOT NULL DEFAULT '',
        address          text NOT NULL DEFAULT '',
        address2         text NOT NULL DEFAULT '',
        postcode         text NOT NULL DEFAULT '',
        city             text NOT NULL DEFAULT '',
        credit_limit_ore bigint NOT NULL DEFAULT 0,
        payment_days     integer NOT NULL DEFAULT 30,
        credit_blocked   boolean NOT NULL DEFAULT false,
        block_reason     text,
        changed_at       timestamptz NOT NULL DEFAULT '-infinity'
      )`);
    await q.query(`
      CREATE TABLE bill_orders (
        id              bigserial PRIMARY KEY,
        order_no        text NOT NULL,
        type            text NOT NULL CHECK (type IN ('FREIGHT', 'INSURANCE', 'FEE')),
        credit          boolean NOT NULL DEFAULT false,
        customer_id     integer NOT NULL,
        consignment_no  text NOT NULL DEFAULT '',
        supplier_id     integer NOT NULL,
        article         text NOT NULL,
        info_text       text NOT NULL DEFAULT '',
        description     text NOT NULL DEFAULT '',
        total_price_ore bigint NOT NULL,
        vat_rate        integer NOT NULL,
        vat_ore         bigint NOT NULL,
        currency        text NOT NULL DEFAULT 'SEK',
        user_id         text NOT NULL DEFAULT '',
        date_created    timestamptz NOT NULL,
        booked_date     date NOT NULL,
        bill_id         bigint,
        date_billed     date,
        UNIQUE (order_no, type, credit)
      )`);
    await q.query('CREATE INDEX bill_orders_unbilled ON bill_orders (customer_id, booked_date) WHERE bill_id IS NULL');
    // The order search's pages and counts (the fee is not an order amount): an index-only scan per customer.
    await q.query("CREATE INDEX bill_orders_customer_date ON bill_orders (customer_id, booked_date DESC, id DESC) WHERE type <> 'FEE'");
    await q.query('CREATE INDEX bill_orders_bill ON bill_orders (bill_id) WHERE bill_id IS NOT NULL');
    // Search over order number, consignment number, article and description (substring, any case).
    await q.query(
      `CREATE INDEX bill_orders_search ON bill_orders USING gin ((order_no || ' ' || consignment_no || ' ' || article || ' ' || description) public.gin_trgm_ops)`,
    );
    await q.query('CREATE SEQUENCE bill_serial START 100001');
    await q.query(`
      CREATE TABLE bills (
        id                bigint PRIMARY KEY,
        customer_id       integer NOT NULL,
        comp_id           integer,
        ocr               text NOT NULL UNIQUE,
        bill_date         date NOT NULL,
        due_date          date NOT NULL,
        period_from       date NOT NULL,
        period_to         date NOT NULL,
        currency          text NOT NULL DEFAULT 'SEK',
        total_capital_ore bigint NOT NULL,
        total_vat_ore     bigint NOT NULL,
        paid_ore          bigint NOT NULL DEFAULT 0,
        paid_date         date,
        credit            boolean NOT NULL DEFAULT false,
        credits_bill_id   bigint REFERENCES bills (id),
        buyer             jsonb NOT NULL,
        created_at        timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX bills_customer_date ON bills (customer_id, bill_date DESC, id DESC)');
    await q.query('CREATE INDEX bills_unpaid ON bills (customer_id, due_date) WHERE paid_date IS NULL');
    await q.query(`
      CREATE TABLE payments (
        id            uuid PRIMARY KEY,
        source        text NOT NULL,
        record_no     integer NOT NULL,
        ocr           text NOT NULL,
        amount_ore    bigint NOT NULL,
        paid_on       date NOT NULL,
        payer_bankgiro text NOT NULL DEFAULT '',
        bill_id       bigint REFERENCES bills (id),
        customer_id   integer,
        registered_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (source, record_no)
      )`);
    await q.query('CREATE INDEX payments_unmatched ON payments (registered_at) WHERE bill_id IS NULL');
    await q.query('CREATE INDEX payments_bill ON payments (bill_id)');
    await q.query(`
      CREATE TABLE paylater_applications (
        id            bigserial PRIMARY KEY,
        customer_id   integer NOT NULL,
        user_id       integer NOT NULL,
        terms_version text NOT NULL,
        days          integer NOT NULL,
        status        text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
        applied_at    timestamptz NOT NULL DEFAULT now(),
        decided_at    timestamptz
      )`);
    await q.query('CREATE INDEX paylater_customer ON paylater_applications (customer_id, applied_at DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE paylater_applications, payments, bills, bill_orders, customers');
    await q.query('DROP SEQUENCE bill_serial');
  }
}

/** Every OrderBooked as it arrived, kept apart from the lines made of it, for booked-vs-billed reconciliation. */
export class CreateBookedOrders1733000000200 implements MigrationInterface {
  name = 'CreateBookedOrders1733000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE booked_orders (
        order_no            text PRIMARY KEY,
        customer_id         integer NOT NULL,
        price_ore           bigint NOT NULL,
        insurance_price_ore bigint NOT NULL,
        booked_at           timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX booked_orders_booked_at ON booked_orders (booked_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE booked_orders');
  }
}

/**
 * The order search's text apart from the lines: written once with its line and never updated, so an invoice
 * run marking a million lines billed does not also rewrite their trigram entries.
 */
export class SeparateBillOrderSearch1733000000300 implements MigrationInterface {
  name = 'SeparateBillOrderSearch1733000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bill_order_search (
        line_id     bigint PRIMARY KEY,
        customer_id integer NOT NULL,
        text        text NOT NULL
      )`);
    await q.query(`
      INSERT INTO bill_order_search (line_id, customer_id, text)
      SELECT id, customer_id, ${BILL_ORDER_SEARCH_TEXT} FROM bill_orders WHERE type <> 'FEE'`);
    await q.query('DROP INDEX bill_orders_search');
    await q.query('CREATE INDEX bill_order_search_text ON bill_order_search USING gin (text public.gin_trgm_ops)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE bill_order_search');
    await q.query(`CREATE INDEX bill_orders_search ON bill_orders USING gin ((${BILL_ORDER_SEARCH_TEXT}) public.gin_trgm_ops)`);
  }
}

/** What the order search matches: order number, consignment number, product and description (columns of bill_orders). */
/** Where invoices are mailed (CustomerProfileChanged v1 field 16). */
export class AddEmailToBillingCustomers1733000000400 implements MigrationInterface {
  name = 'AddEmailToBillingCustomers1733000000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query("ALTER TABLE customers ADD COLUMN email text NOT NULL DEFAULT ''");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE customers DROP COLUMN email');
  }
}

/** How many hash partitions the order search is split into by customer (see PartitionBillOrderSearch). */
const BILL_ORDER_SEARCH_PARTITIONS = 16;

/**
 * The order search per customer: the table hash-partitioned by customer, so a phrase's trigram lookup reads one
 * partition's posting lists (a sixteenth of everyone's) rather than lists in which every consignment number's
 * carrier prefix is an entry; and the line's booking date beside its text, so a page is sorted and a count is
 * taken on this table alone, walking (customer_id, booked_date) when a phrase matches most of the customer's lines.
 */
export class PartitionBillOrderSearch1733000000500 implements MigrationInterface {
  name = 'PartitionBillOrderSearch1733000000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE bill_order_search RENAME TO bill_order_search_old');
    await q.query('ALTER INDEX bill_order_search_text RENAME TO bill_order_search_old_text');
    await q.query('ALTER INDEX bill_order_search_pkey RENAME TO bill_order_search_old_pkey');
    await q.query(`
      CREATE TABLE bill_order_search (
        customer_id integer NOT NULL,
        booked_date date NOT NULL,
        line_id     bigint NOT NULL,
        text        text NOT NULL,
        -- line_id alone is unique; the key leads with the customer and the date so the list's walk in date order is this index.
        PRIMARY KEY (customer_id, booked_date, line_id)
      ) PARTITION BY HASH (customer_id)`);
    for (let i = 0; i < BILL_ORDER_SEARCH_PARTITIONS; i++) {
      await q.query(
        `CREATE TABLE bill_order_search_${i} PARTITION OF bill_order_search FOR VALUES WITH (MODULUS ${BILL_ORDER_SEARCH_PARTITIONS}, REMAINDER ${i})`,
      );
    }
    await q.query(`
      INSERT INTO bill_order_search (customer_id, booked_date, line_id, text)
      SELECT s.customer_id, o.booked_date, s.line_id, s.text FROM bill_order_search_old s JOIN bill_orders o ON o.id = s.line_id`);
    await q.query('DROP TABLE bill_order_search_old');
    await q.query('CREATE INDEX bill_order_search_text ON bill_order_search USING gin (text public.gin_trgm_ops)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE bill_order_search RENAME TO bill_order_search_partitioned');
    await q.query('ALTER INDEX bill_order_search_text RENAME TO bill_order_search_partitioned_text');
    await q.query('ALTER INDEX bill_order_search_pkey RENAME TO bill_order_search_partitioned_pkey');
    await q.query('CREATE TABLE bill_order_search (line_id bigint PRIMARY KEY, customer_id integer NOT NULL, text text NOT NULL)');
    await q.query(
      'INSERT INTO bill_order_search (line_id, customer_id, text) SELECT line_id, customer_id, text FROM bill_order_search_partitioned',
    );
    await q.query('DROP TABLE bill_order_search_partitioned');
    await q.query('CREATE INDEX bill_order_search_text ON bill_order_search USING gin (text public.gin_trgm_ops)');
  }
}

/**
 * The unbilled lines' amounts in their index: credit control (run for every chunk of bookings) and the balance sum
 * a customer's unbilled lines from the index alone instead of visiting each line (100 000 lines: ~10 ms, not ~150).
 */
export class CoverUnbilledAmounts1733000000600 implements MigrationInterface {
  name = 'CoverUnbilledAmounts1733000000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE INDEX bill_orders_unbilled_amounts ON bill_orders (customer_id, booked_date) INCLUDE (total_price_ore, vat_ore) WHERE bill_id IS NULL',
    );
    await q.query('DROP INDEX bill_orders_unbilled');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX bill_orders_unbilled ON bill_orders (customer_id, booked_date) WHERE bill_id IS NULL');
    await q.query('DROP INDEX bill_orders_unbilled_amounts');
  }
}

/** Spreads a customer's running line total over this many rows, one per backend modulo (see CountCustomerLineTotals). */
const LINE_TOTAL_STRIPES = 16;

/**
 * Each customer's lines added up as they are written (price plus VAT, billed or not): credit control, run for every
 * chunk of bookings, reads a few rows per customer instead of summing every unbilled line (10 000 unbilled lines for
 * each customer of a chunk made it ~40 ms of a ~100 ms chunk). Kept by triggers, so every writer keeps it: an older
 * replica during a rolling deploy, lines written in SQL. Spread over rows by backend, so the chunks of the six
 * partitions, which name the same customers (OrderBooked is keyed by order), do not queue on one row until they
 * commit. A line's customer and amounts never change (a correction is a credit line); an update of them is refused.
 */
export class CountCustomerLineTotals1733000000700 implements MigrationInterface {
  name = 'CountCustomerLineTotals1733000000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE customer_line_totals (
        customer_id integer NOT NULL,
        stripe      smallint NOT NULL,
        total_ore   bigint NOT NULL,
        PRIMARY KEY (customer_id, stripe)
      )`);
    // FROM CURRENT: the service's schema also for a writer whose session has another (psql, the bench's SQL seed).
    // In customer order: two transactions on one stripe lock its rows in the same order.
    await q.query(`
      CREATE FUNCTION count_bill_order_lines() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO customer_line_totals AS t (customer_id, stripe, total_ore)
          SELECT customer_id, pg_backend_pid() % ${LINE_TOTAL_STRIPES}, sum(total_price_ore + vat_ore) FROM added GROUP BY customer_id ORDER BY customer_id
          ON CONFLICT (customer_id, stripe) DO UPDATE SET total_ore = t.total_ore + excluded.total_ore;
        ELSE
          INSERT INTO customer_line_totals AS t (customer_id, stripe, total_ore)
          SELECT customer_id, pg_backend_pid() % ${LINE_TOTAL_STRIPES}, -sum(total_price_ore + vat_ore) FROM removed GROUP BY customer_id ORDER BY customer_id
          ON CONFLICT (customer_id, stripe) DO UPDATE SET total_ore = t.total_ore + excluded.total_ore;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(
      'CREATE TRIGGER bill_orders_added AFTER INSERT ON bill_orders REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION count_bill_order_lines()',
    );
    await q.query(
      'CREATE TRIGGER bill_orders_removed AFTER DELETE ON bill_orders REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION count_bill_order_lines()',
    );
    await q.query(`
      CREATE FUNCTION refuse_bill_order_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'a bill order line''s customer and amounts are never changed; credit the order instead';
      END $$`);
    // Only for an update that sets these columns: the invoice run's marking (bill_id, date_billed) does not fire it.
    await q.query(
      'CREATE TRIGGER bill_orders_fixed BEFORE UPDATE OF customer_id, total_price_ore, vat_ore ON bill_orders FOR EACH ROW EXECUTE FUNCTION refuse_bill_order_change()',
    );
    // After the triggers: creating them locks out writers until this commits, so no line is counted twice or missed.
    await q.query(`
      INSERT INTO customer_line_totals (customer_id, stripe, total_ore)
      SELECT customer_id, 0, sum(total_price_ore + vat_ore) FROM bill_orders GROUP BY customer_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER bill_orders_fixed ON bill_orders');
    await q.query('DROP TRIGGER bill_orders_removed ON bill_orders');
    await q.query('DROP TRIGGER bill_orders_added ON bill_orders');
    await q.query('DROP FUNCTION refuse_bill_order_change(), count_bill_order_lines()');
    await q.query('DROP TABLE customer_line_totals');
  }
}

/**
 * A payment is the bank's, not a file's line: Bankgirot's serial (numbered per receiving bankgiro and day), with the
 * reference and amount it carries (an extra reference shares its payment's serial), is what makes it unique. The same
 * payment in another file (re-encoded, another creation time, trimmed) or twice in one file is then registered once.
 * Rows registered before this have no serial and stay outside the index: their files cannot be read again.
 */
export class IdentifyPaymentsByTheBank1733000000800 implements MigrationInterface {
  name = 'IdentifyPaymentsByTheBank1733000000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE payments ADD COLUMN receiving_bankgiro text NOT NULL DEFAULT '', ADD COLUMN bgc_serial text NOT NULL DEFAULT ''`,
    );
    await q.query('ALTER TABLE payments DROP CONSTRAINT payments_source_record_no_key');
    await q.query(
      `CREATE UNIQUE INDEX payments_bank_identity ON payments (receiving_bankgiro, paid_on, bgc_serial, ocr, amount_ore) WHERE bgc_serial <> ''`,
    );
    // The SIE export's page order.
    await q.query('CREATE INDEX payments_sie_order ON payments (paid_on, registered_at, record_no, id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX payments_sie_order, payments_bank_identity');
    await q.query('ALTER TABLE payments ADD CONSTRAINT payments_source_record_no_key UNIQUE (source, record_no)');
    await q.query('ALTER TABLE payments DROP COLUMN receiving_bankgiro, DROP COLUMN bgc_serial');
  }
}

export const billingMigrations = [
  CreateBilling1733000000100,
  CreateBookedOrders1733000000200,
  SeparateBillOrderSearch1733000000300,
  AddEmailToBillingCustomers1733000000400,
  PartitionBillOrderSearch1733000000500,
  CoverUnbilledAmounts1733000000600,
  CountCustomerLineTotals1733000000700,
  IdentifyPaymentsByTheBank1733000000800,
];
