import { existsSync } from 'node:fs';
import { configReader, Env, PLACEHOLDER_SECRET } from './config-reader';
import { secretKeysProblems } from '../secrets/secret-keys';
import { AppConfig, CoreConfig } from './app-config.types';
import { readConfigSections } from './config-section';

export * from './app-config.types';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The only place that reads the environment: the kernel's settings and the config section of every service this
 * process loaded. Every problem is collected so a misconfigured deployment fails once with the whole list
 * instead of one variable per restart.
 */
export function loadConfig(env: Env = process.env, defaults: Partial<Record<string, string>> = {}): AppConfig {
  const reader = configReader(env, defaults);
  const { problems, read, int, bool, url } = reader;

  const nodeEnv = (read('NODE_ENV') ?? 'development') as AppConfig['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv))
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnv}")`);

  const databaseUrl = url('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:/.test(databaseUrl)) problems.push('DATABASE_URL must be a postgres:// URL');

  const kafkaBrokers = (read('KAFKA_BROKERS') ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  for (const broker of kafkaBrokers) {
    if (!/^[\w.-]+:\d+$/.test(broker)) problems.push(`KAFKA_BROKERS entry "${broker}" must be host:port`);
  }

  const keyDir = read('JWT_KEY_DIR');
  if (keyDir && !existsSync(keyDir)) problems.push(`JWT_KEY_DIR "${keyDir}" does not exist`);

  const namespace = (): string => {
    const value = read('KAFKA_NAMESPACE') ?? '';
    // Kafka's own alphabet for topic and group names, and short enough to leave room for the names it prefixes.
    if (!/^[A-Za-z0-9._-]{0,60}$/.test(value)) problems.push('KAFKA_NAMESPACE: letters, digits, ".", "_" and "-" only, at most 60');
    return value;
  };

  const core: CoreConfig = {
    nodeEnv,
    logLevel: read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    port: int('PORT', 3000, 0, 65535),
    // Off the network unless asked: a developer's `npm start` with its well-known dev secrets stays on this machine.
    host: read('HOST') ?? '127.0.0.1',
    databaseUrl,
    dataDir: read('DATA_DIR') ?? '.data',
    secretKeys: read('SECRETS_KEYS'),
    kafkaBrokers,
    kafkaClientId: read('KAFKA_CLIENT_ID') ?? 'frakt',
    kafkaNamespace: namespace(),
    jwt: {
      issuer: read('JWT_ISSUER') ?? 'frakt-auth',
      audience: read('JWT_AUDIENCE') ?? 'frakt-api',
      keyDir,
      accessTokenTtlSeconds: int('ACCESS_TOKEN_TTL_SECONDS', 15 * 60, 10, 24 * 3600),
      refreshTokenTtlSeconds: int('REFRESH_TOKEN_TTL_SECONDS', 14 * 24 * 3600, 60),
      refreshTokenAbsoluteSeconds: int('REFRESH_TOKEN_ABSOLUTE_SECONDS', 30 * 24 * 3600, 60),
    },
    demoData: bool('DEMO_DATA', false),
    demoCustomerId: int('DEMO_CUSTOMER_ID', 999, 1),
    rateLimitMax: int('RATE_LIMIT_MAX', 6000, 1),
    dbPoolSize: int('DB_POOL_SIZE', 5, 1, 100),
    dbTimeouts: {
      acquireMs: int('DB_ACQUIRE_TIMEOUT_MS', 10_000, 100, 600_000),
      statementMs: int('DB_STATEMENT_TIMEOUT_MS', 30_000, 100, 3_600_000),
      idleInTransactionMs: int('DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 15_000, 100, 3_600_000),
    },
    shutdown: {
      drainDelayMs: int('DRAIN_DELAY_MS', nodeEnv === 'test' ? 0 : 1000, 0, 120_000),
      timeoutMs: int('SHUTDOWN_TIMEOUT_MS', 20_000, 1000, 600_000),
    },
    listenWaitMs: int('LISTEN_WAIT_MS', 0, 0, 600_000),
    trustProxy: parseTrustProxy(read('TRUST_PROXY')),
    apiDocsUi: bool('API_DOCS', nodeEnv !== 'production'),
  };
  if (core.secretKeys) problems.push(...secretKeysProblems(core.secretKeys));
  if (nodeEnv === 'production' && databaseUrl && PLACEHOLDER_SECRET.test(databaseUrl))
    problems.push('DATABASE_URL holds a placeholder password; set the real one');
  const sections = Object.freeze(readConfigSections(reader, core));
  // Once each: two sections may read one variable (say, PORT for content's default link).
  if (problems.length) throw new ConfigError([...new Set(problems)]);
  return Object.freeze({ ...core, sections });
}

/**
 * Trusting every X-Forwarded-For would let any client pick its own address and dodge per-address
 * limits; by default only a proxy on this machine (the gateway of `npm run stack`) is believed.
 */
function parseTrustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined) return 'loopback';
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}
