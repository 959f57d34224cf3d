// A process of the lease measurement (bench/recovery.mjs): claims KEY in the idempotency store of the database
// at DATABASE_URL, says {"acquired":true}, and stays in flight until it is killed.
import { createServiceDataSource } from '../../libs/kernel/dist/index.js';
import { IdempotencyEntity, IdempotencyStore } from '../../libs/idempotency/dist/index.js';
import { testConfig } from '../../libs/testing/dist/index.js';

export async function openStore(url) {
  const config = testConfig({ DATABASE_URL: url });
  const dataSource = createServiceDataSource(config, { schema: 'lease_bench', entities: [IdempotencyEntity], migrations: [], poolSize: 2 });
  await dataSource.initialize();
  return { dataSource, store: new IdempotencyStore(dataSource, undefined, config) };
}

export const claimOf = (key) => ({ customerId: 1001, scope: 'PUT /api/order/book', key, requestHash: 'bench' });

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { store } = await openStore(process.env.DATABASE_URL);
  const begun = await store.begin(claimOf(process.env.KEY));
  process.stdout.write(`${JSON.stringify({ acquired: begun.outcome === 'acquired' })}\n`);
  setInterval(() => undefined, 1 << 30);
}
