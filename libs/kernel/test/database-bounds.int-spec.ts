import { createTestDatabase, TestDatabase, testConfig } from '@freight/testing';
import { DataSource } from 'typeorm';
import { createServiceDataSource } from '../src/database/database.module';
import { isDatabaseUnavailable } from '../src/errors/render-error';

/**
 * A service's pool against the real PostgreSQL: a caller waits for a connection only so long, and a session
 * cannot run a statement or sit in a transaction past its bounds. Each bound turns a bug into an error.
 */
describe('Service database bounds', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The acquire bound is also pg's connect timeout: 2 s, so a busy machine's slow connect is not taken for a bound hit.
    const config = testConfig({
      DATABASE_URL: database.url,
      DB_ACQUIRE_TIMEOUT_MS: '2000',
      DB_STATEMENT_TIMEOUT_MS: '400',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '500',
    });
    dataSource = createServiceDataSource(config, { schema: 'public', entities: [], migrations: [], poolSize: 1 });
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('fails a caller that waits for a pool connection past the acquire bound, as unavailable', async () => {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      const failure = await dataSource.query('SELECT 1').catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
    } finally {
      await runner.release();
    }
    await expect(dataSource.query('SELECT 1 AS one')).resolves.toEqual([{ one: 1 }]);
  });

  it('cancels a statement past statement_timeout, as unavailable', async () => {
    const failure = await dataSource.query('SELECT pg_sleep(5)').catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
  });

  it('ends a transaction left idle past idle_in_transaction_session_timeout and frees its connection', async () => {
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    await runner.query('SELECT 1');
    // Idle in the transaction for longer than its bound (PostgreSQL's own timer, not this test's, decides).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const failure = await runner.query('SELECT 1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    await runner.release().catch(() => undefined);
    await expect(dataSource.query('SELECT 2 AS two')).resolves.toEqual([{ two: 2 }]);
  });
});
