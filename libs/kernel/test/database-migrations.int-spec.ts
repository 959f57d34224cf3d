import { Module } from '@nestjs/common';
import { createTestDatabase, TestDatabase, testConfig } from '@freight/testing';
import { Client } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createHttpApp, createLogger, DatabaseModule, JwtKeyStore, KernelModule } from '../src';

/** What the migrations of this file did, in the order they did it. */
const steps: string[] = [];

/** A migration that takes a while at the database, noting when it starts and ends. */
function slowMigration(schema: string, fail = false) {
  return class implements MigrationInterface {
    name = `Slow${schema}1700000000000`;
    async up(runner: QueryRunner): Promise<void> {
      steps.push(`${schema} start`);
      await runner.query('CREATE TABLE things (id integer PRIMARY KEY)');
      await runner.query('SELECT pg_sleep(0.5)');
      if (fail) await runner.query('SELECT no_such_column FROM things');
      steps.push(`${schema} end`);
    }
    async down(): Promise<void> {}
  };
}

/**
 * Nest creates every module's providers at once but calls onModuleInit one module at a time: the services'
 * schemas migrate side by side (the embedded portal's start), and a failing migration still stops the start.
 */
describe('Service database migrations at start', () => {
  let database: TestDatabase;
  let db: Client;
  const logger = createLogger('silent', 'migrations-test');

  beforeEach(async () => {
    steps.length = 0;
    database = await createTestDatabase('frakt_migrate');
    db = new Client({ connectionString: database.url });
    await db.connect();
  });

  afterEach(async () => {
    await db?.end();
    await database?.drop();
  });

  async function appWith(schemas: Array<{ schema: string; fail?: boolean }>) {
    const config = testConfig({ DATABASE_URL: database.url });
    const keys = JwtKeyStore.load(config.jwt.keyDir!);
    const services = schemas.map(({ schema, fail }) => {
      @Module({ imports: [DatabaseModule.forService({ schema, entities: [], migrations: [slowMigration(schema, fail)] })] })
      class ServiceModule {}
      return ServiceModule;
    });
    @Module({ imports: [KernelModule.forRoot({ config, logger, keys, health: false }), ...services] })
    class RootModule {}
    return createHttpApp(RootModule, { logger });
  }

  const tables = async () =>
    (
      await db.query<{ name: string }>(
        `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables WHERE table_name = 'things' ORDER BY 1`,
      )
    ).rows.map((r) => r.name);

  it('migrates two services side by side: the second starts before the first ends', async () => {
    const app = await appWith([{ schema: 'first_svc' }, { schema: 'second_svc' }]);
    await app.init();
    await app.close();
    expect(steps.slice(0, 2).sort()).toEqual(['first_svc start', 'second_svc start']);
    expect(await tables()).toEqual(['first_svc.things', 'second_svc.things']);
  });

  it("stops the start with a failing migration's error, rolled back, and closes cleanly", async () => {
    const app = await appWith([{ schema: 'good_svc' }, { schema: 'bad_svc', fail: true }]);
    await expect(app.init()).rejects.toThrow(/no_such_column/);
    await app.close();
    expect(await tables()).toEqual(['good_svc.things']);
    expect(steps).toContain('good_svc end');
    expect(steps).not.toContain('bad_svc end');
  });
});
