import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Package favourites: named goods rows per customer. The name is unique per customer ignoring case, and that
 * index also serves the picker's list sorted by name.
 */
export class CreatePackageFavourites1732000000452 implements MigrationInterface {
  name = 'CreatePackageFavourites1732000000452';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE package_favourites (
        id              serial PRIMARY KEY,
        cust_id         integer NOT NULL,
        name            text NOT NULL,
        package_type    text NOT NULL DEFAULT 'parcel',
        no_of_packages  integer NOT NULL DEFAULT 1,
        weight          numeric,
        length          numeric,
        width           numeric,
        height          numeric,
        volume          numeric,
        loading_metres  numeric,
        goods_type      text,
        is_stackable    boolean NOT NULL DEFAULT true,
        created_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE UNIQUE INDEX package_favourites_name ON package_favourites (cust_id, lower(name))');
    await q.query('CREATE INDEX package_favourites_cust ON package_favourites (cust_id, id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE package_favourites');
  }
}
