import { MigrationInterface, QueryRunner } from 'typeorm';
import { CATALOGUE } from '../data/catalogue.data';

/**
 * The catalogue as data: carrier products, their service options, tariffs (one per product and price
 * list) and terms texts. Each row keeps its definition as JSON in the shape of pricing.types.ts; the
 * few columns beside it are what an operator filters or flips by hand (`active`, `position`, `price_list`).
 *
 * Any change to these tables bumps `catalogue_version` (statement triggers), which is what every
 * shipping process polls to know when to reload its in-memory copy (CatalogueCache).
 */
export class CreateCatalogue1732000000400 implements MigrationInterface {
  name = 'CreateCatalogue1732000000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catalogue_version (
        singleton   boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        version     bigint NOT NULL,
        changed_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('INSERT INTO catalogue_version (version) VALUES (0)');
    await q.query(`
      CREATE TABLE freight_services (
        template_name  text PRIMARY KEY,
        code           text NOT NULL,
        supplier_id    integer NOT NULL,
        active         boolean NOT NULL,
        position       integer NOT NULL,
        definition     jsonb NOT NULL
      )`);
    await q.query(`
      CREATE TABLE service_options (
        id          integer PRIMARY KEY,
        definition  jsonb NOT NULL
      )`);
    await q.query(`
      CREATE TABLE tariffs (
        id          text PRIMARY KEY,
        price_list  integer NOT NULL,
        definition  jsonb NOT NULL
      )`);
    await q.query(`
      CREATE TABLE terms (
        id    integer PRIMARY KEY,
        text  jsonb NOT NULL
      )`);
    // SET search_path FROM CURRENT: the function finds catalogue_version in this schema whoever calls it.
    await q.query(`
      CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
      BEGIN
        UPDATE catalogue_version SET version = version + 1, changed_at = now();
        RETURN NULL;
      END
      $$`);
    for (const table of ['freight_services', 'service_options', 'tariffs', 'terms']) {
      await q.query(
        `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE terms, tariffs, service_options, freight_services, catalogue_version');
    await q.query('DROP FUNCTION bump_catalogue_version()');
  }
}

/**
 * The catalogue's first content, from catalogue.data.ts. Later changes to prices or products come as
 * new migrations (or an operator's UPDATE): this one has run once on every database and never again.
 */
export class SeedCatalogue1732000000401 implements MigrationInterface {
  name = 'SeedCatalogue1732000000401';

  async up(q: QueryRunner): Promise<void> {
    for (const [position, s] of CATALOGUE.services.entries()) {
      await q.query(
        'INSERT INTO freight_services (template_name, code, supplier_id, active, position, definition) VALUES ($1, $2, $3, $4, $5, $6)',
        [s.templateName, s.code, s.supplierId, s.active, position, JSON.stringify(s)],
      );
    }
    for (const o of CATALOGUE.options) {
      await q.query('INSERT INTO service_options (id, definition) VALUES ($1, $2)', [o.id, JSON.stringify(o)]);
    }
    for (const t of CATALOGUE.tariffs) {
      await q.query('INSERT INTO tariffs (id, price_list, definition) VALUES ($1, $2, $3)', [t.id, t.priceList, JSON.stringify(t)]);
    }
    for (const t of CATALOGUE.terms) {
      await q.query('INSERT INTO terms (id, text) VALUES ($1, $2)', [t.id, JSON.stringify(t.text)]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('TRUNCATE terms, tariffs, service_options, freight_services');
  }
}

export const catalogueMigrations = [CreateCatalogue1732000000400, SeedCatalogue1732000000401];
