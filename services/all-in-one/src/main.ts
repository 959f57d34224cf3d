import { contentConfig } from '@freight/content';
import { createLogger, loadConfig } from '@freight/kernel';
import { DEMO_ACCOUNTS, DEMO_COLLEAGUES } from '@freight/reference-data';
import { EmbeddedPostgresError } from '@freight/runtime';
import { startEmbedded } from './all-in-one';
import { allInOneConfig } from './all-in-one.config';
import { startEmbeddedPostgres } from './embedded-database';

/**
 * `npm start`: the whole portal in one process. Demo data is on by default here; DATABASE_URL
 * points it at an existing PostgreSQL instead of the embedded one.
 */
async function main(): Promise<void> {
  const started = Date.now();
  const initial = loadConfig(process.env, { DEMO_DATA: 'true' });
  const logger = createLogger(initial.logLevel, 'all-in-one');
  let stopDatabase: (() => Promise<void>) | undefined;
  let databaseUrl = initial.databaseUrl;
  let clusterDir: string | undefined;
  if (!databaseUrl) {
    const { embeddedPostgresPort, embeddedPostgresSystemDir } = allInOneConfig.of(initial);
    const embedded = await startEmbeddedPostgres(initial.dataDir, embeddedPostgresPort, embeddedPostgresSystemDir, logger);
    databaseUrl = embedded.url;
    clusterDir = embedded.clusterDir;
    stopDatabase = embedded.stop;
  }
  const config = Object.freeze({ ...initial, databaseUrl });
  // SIGINT/SIGTERM: the runtime drains the portal, then the embedded database stops.
  const running = await startEmbedded({
    config,
    afterShutdown: async () => void (await stopDatabase?.().catch(() => undefined)),
  }).catch(async (error: unknown) => {
    await stopDatabase?.().catch(() => undefined);
    throw error;
  });

  const lines = [
    '',
    `  Frakt is running at ${running.url}   (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    `  API ${running.url}/api   OpenAPI ${running.url}/api/docs   health ${running.url}/api/health`,
    `  Database: ${clusterDir ? `embedded PostgreSQL, data in ${clusterDir}` : 'DATABASE_URL'}; events: ${config.kafkaBrokers.length ? `Kafka ${config.kafkaBrokers.join(',')}` : 'in-process'}`,
    `  Mail: ${contentConfig.of(config).mail.smtpUrl ? 'sent through SMTP_URL' : `caught by the in-process SMTP sink, listed at ${running.url}/test/mail`}`,
  ];
  if (config.demoData) {
    lines.push(`  Demo: ${running.url}/priser (or the demo button on ${running.url}/welcome), no login needed`);
    lines.push('  Logins:');
    for (const a of DEMO_ACCOUNTS.filter((account) => account.password)) {
      lines.push(
        `    ${a.customerLevel === 1 ? 'admin ' : 'member'}  ${a.username.padEnd(8)} / ${a.password}   (${a.company ?? `${a.firstName} ${a.lastName}, private`}, price list ${a.priceList})`,
      );
    }
    for (const c of DEMO_COLLEAGUES) {
      const company = DEMO_ACCOUNTS.find((a) => a.customerId === c.customerId)?.company ?? String(c.customerId);
      lines.push(`    ${c.role.padEnd(6)}  ${c.username.padEnd(8)} / ${c.password}   (${company}, colleague of its administrator)`);
    }
  }
  lines.push('  Stop with Ctrl-C.', '');
  process.stdout.write(lines.join('\n') + '\n');
}

void main().catch((error: unknown) => {
  // A start-up problem with a known fix is told as one line; anything else keeps its stack.
  if (error instanceof EmbeddedPostgresError) console.error(`Frakt did not start: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
