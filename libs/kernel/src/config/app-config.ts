import { existsSync } from 'node:fs';

export type RunMode = 'embedded' | 'distributed';

export interface JwtConfig {
  issuer: string;
  audience: string;
  /** Directory with signing.key, signing.kid and public/<kid>.pem; generated under DATA_DIR when absent in embedded mode. */
  keyDir: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  refreshTokenAbsoluteSeconds: number;
}

export interface DbTimeouts {
  /** How long a caller waits for a pool connection before the call fails (503). */
  acquireMs: number;
  /** PostgreSQL statement_timeout of every session. */
  statementMs: number;
  /** PostgreSQL idle_in_transaction_session_timeout: a transaction left open by a bug is ended. */
  idleInTransactionMs: number;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Port of the embedded PostgreSQL that `npm start` runs when DATABASE_URL is unset. */
  embeddedPostgresPort: number;
  kafkaBrokers: string[];
  kafkaClientId: string;
  /** Consumer groups are `<prefix>-<service>`: deployments (or test runs) sharing a broker must not take each other's partitions. */
  /** Prefix of every topic and consumer group: deployments (or test portals) sharing one broker stay apart. */
  kafkaNamespace: string;
  jwt: JwtConfig;
  demoData: boolean;
  demoCustomerId: number;
  testUserId: number | undefined;
  rateLimitMax: number;
  /** Connections per service pool; the embedded process holds seven pools. */
  dbPoolSize: number;
  /** Bounds that turn a stuck pool or session into errors instead of a wedge (milliseconds). */
  dbTimeouts: DbTimeouts;
  /** SIGTERM: how long the process keeps serving, unready, before it closes its port; and the bound on the whole drain (ms). */
  shutdown: { drainDelayMs: number; timeoutMs: number };
  /** Start: how long to wait for a port another process still holds (a restart's draining predecessor); 0 fails at once (ms). */
  listenWaitMs: number;
  /** Which peers' X-Forwarded-For is believed (Fastify's trustProxy): 'loopback' by default, a hop count, or addresses/CIDRs. */
  trustProxy: boolean | number | string;
  consoleDir: string | undefined;
  /** Swagger UI at /api/docs (the JSON document is always served): on by default except in production. */
  apiDocsUi: boolean;
  upstreams: Record<string, string | undefined>;
  /** Gateway: how long a call without a body waits for a service that refuses connections (restarting) before 503 (ms). */
  upstreamWaitMs: number;
  /** Per carrier code, the shared secret its status webhook signs bodies with (HMAC-SHA256); a carrier without one cannot post. */
  carrierWebhookSecrets: Readonly<Record<number, string>>;
  /** The content service's mailer: SMTP_URL (smtp:// or smtps://) for a real relay; unset, an in-process SMTP sink catches every mail. */
  mail: MailConfig;
  billing: BillingConfig;
  /** The GS1 company prefix (6–12 digits) in the SSCCs printed on package labels. */
  gs1CompanyPrefix: string;
  /** Claims' attachments: BLOB_STORE_URL (s3+https://KEY:SECRET@host/bucket?region=…) for an S3-compatible bucket; unset, PostgreSQL. */
  blobStoreUrl: string | undefined;
}

export interface BillingConfig {
  /** When invoice runs start (cron, Europe/Stockholm): twice a month by default. */
  invoiceCron: string;
  /** Billed per booking, excluding VAT. */
  transactionFeeOre: number;
  /** Days past its due date an unpaid invoice may be before the customer is blocked from booking. */
  creditOverdueDays: number;
}

export interface MailConfig {
  smtpUrl: string | undefined;
  /** senderType → From address (MAIL_SENDERS "1=noreply@frakt.se,2=..."); 1 is the default sender. */
  senders: Readonly<Record<number, string>>;
  /** First retry delay of a refused mail; each further retry doubles it (capped at 30 minutes). */
  retryBaseMs: number;
  /** Where the portal is reached (PUBLIC_URL), for links in mails; never taken from a request's Host header. */
  publicUrl: string;
  /** Days sent and failed mail jobs, carrier messages and the sink's catch are kept (MAIL_RETENTION_DAYS); then purged nightly. */
  retentionDays: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export const UPSTREAM_SERVICES = ['auth', 'customers', 'shipping', 'contacts', 'claims', 'billing', 'content'] as const;

/**
 * The only place that reads the environment. Every problem is collected so a misconfigured
 * deployment fails once with the whole list instead of one variable per restart.
 */
export function loadConfig(env: Env = process.env, defaults: Partial<Record<string, string>> = {}): AppConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    // An empty variable counts as unset, so the caller's default applies to it too.
    const value = env[name] === undefined || env[name] === '' ? defaults[name] : env[name];
    return value === undefined || value === '' ? undefined : value;
  };
  const int = (name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
    if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const url = (name: string): string | undefined => {
    const raw = read(name);
    if (raw === undefined) return undefined;
    try {
      new URL(raw);
    } catch {
      problems.push(`${name} must be a URL (got "${raw}")`);
    }
    return raw;
  };

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

  const upstreams: Record<string, string | undefined> = {};
  for (const service of UPSTREAM_SERVICES) upstreams[service] = url(`${service.toUpperCase()}_URL`);

  const namespace = (): string => {
    const value = read('KAFKA_NAMESPACE') ?? '';
    // Kafka's own alphabet for topic and group names, and short enough to leave room for the names it prefixes.
    if (!/^[A-Za-z0-9._-]{0,60}$/.test(value)) problems.push('KAFKA_NAMESPACE: letters, digits, ".", "_" and "-" only, at most 60');
    return value;
  };

  const testUser = read('TEST_USER_ID');
  const config: AppConfig = {
    nodeEnv,
    logLevel: read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    port: int('PORT', 3000, 0, 65535),
    // Off the network unless asked: a developer's `npm start` with its well-known dev secrets stays on this machine.
    host: read('HOST') ?? '127.0.0.1',
    databaseUrl,
    dataDir: read('DATA_DIR') ?? '.data',
    embeddedPostgresPort: int('EMBEDDED_PG_PORT', 54329, 1, 65535),
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
    testUserId: testUser === undefined ? undefined : int('TEST_USER_ID', 0, 1),
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
    consoleDir: read('CONSOLE_DIR'),
    apiDocsUi: bool('API_DOCS', nodeEnv !== 'production'),
    upstreams,
    upstreamWaitMs: int('UPSTREAM_WAIT_MS', 5000, 0, 60_000),
    billing: {
      invoiceCron: read('BILLING_INVOICE_CRON') ?? '0 4 1,16 * *',
      transactionFeeOre: int('BILLING_TRANSACTION_FEE_ORE', 1_500, 0, 1_000_000),
      creditOverdueDays: int('BILLING_CREDIT_OVERDUE_DAYS', 14, 0, 365),
    },
    mail: {
      smtpUrl: smtpUrl(read('SMTP_URL'), problems),
      senders: parseMailSenders(read('MAIL_SENDERS') ?? '', problems),
      retryBaseMs: int('MAIL_RETRY_BASE_MS', 5000, 1, 3600 * 1000),
      publicUrl: (url('PUBLIC_URL') ?? `http://localhost:${read('PORT') ?? 3000}`).replace(/\/+$/, ''),
      retentionDays: int('MAIL_RETENTION_DAYS', 90, 1, 3650),
    },
    carrierWebhookSecrets: parseCarrierSecrets(
      read('CARRIER_WEBHOOK_SECRETS') ?? (nodeEnv === 'production' ? '' : DEV_CARRIER_WEBHOOK_SECRETS),
      problems,
    ),
    gs1CompanyPrefix: read('GS1_COMPANY_PREFIX') ?? DEV_GS1_COMPANY_PREFIX,
    blobStoreUrl: blobStoreUrl(read('BLOB_STORE_URL'), problems),
  };
  if (!/^\d{6,12}$/.test(config.gs1CompanyPrefix)) problems.push('GS1_COMPANY_PREFIX must be 6 to 12 digits');
  if (nodeEnv === 'production') problems.push(...productionSecretProblems(config));
  if (problems.length) throw new ConfigError(problems);
  return Object.freeze(config);
}

/**
 * Outside production every active carrier gets a well-known secret, so a developer can sign a webhook
 * call by hand (README); production has none unless CARRIER_WEBHOOK_SECRETS names them.
 */
/** A prefix in GS1 Sweden's range for development and tests; a deployment sets its own licensed one. */
export const DEV_GS1_COMPANY_PREFIX = '7350053850';

export const DEV_CARRIER_WEBHOOK_SECRETS =
  '131=frakt-dev-webhook-131,116=frakt-dev-webhook-116,4=frakt-dev-webhook-4,225=frakt-dev-webhook-225';

/** "131=secret,116=secret": a short secret is guessable, so fewer than 16 characters is refused. */
function parseCarrierSecrets(raw: string, problems: string[]): Record<number, string> {
  const secrets: Record<number, string> = {};
  for (const entry of raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('=');
    const code = Number(entry.slice(0, at));
    const secret = entry.slice(at + 1);
    // Never echo an entry: it may be a secret pasted without its code.
    if (at < 1 || !Number.isInteger(code) || code < 1)
      problems.push('CARRIER_WEBHOOK_SECRETS entries must be <carrier code>=<secret>, comma-separated');
    else if (secret.length < 16) problems.push(`CARRIER_WEBHOOK_SECRETS secret of carrier ${code} must have at least 16 characters`);
    else secrets[code] = secret;
  }
  return Object.freeze(secrets);
}

export const DEFAULT_MAIL_SENDERS: Readonly<Record<number, string>> = {
  1: 'Frakt <noreply@frakt.se>',
  2: 'Frakt kundtjänst <kundtjanst@frakt.se>',
  3: 'Frakt reklamation <reklamation@frakt.se>',
  4: 'Frakt faktura <faktura@frakt.se>',
};

/** Only s3+https:// and s3+http:// with a bucket; the URL carries credentials, so a problem never echoes it. */
function blobStoreUrl(raw: string | undefined, problems: string[]): string | undefined {
  if (raw === undefined) return undefined;
  let ok = false;
  try {
    const url = new URL(raw);
    ok = (url.protocol === 's3+https:' || url.protocol === 's3+http:') && !!url.username && !!url.password && url.pathname.length > 1;
  } catch {
    // handled below: ok stays false
  }
  if (!ok) problems.push('BLOB_STORE_URL must be s3+https://KEY:SECRET@host/bucket (or s3+http:// for a local service)');
  return raw;
}

/** Only smtp:// and smtps://; the URL may carry credentials, so a problem never echoes it. */
function smtpUrl(raw: string | undefined, problems: string[]): string | undefined {
  if (raw === undefined) return undefined;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // handled below: protocol stays empty
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  return raw;
}

/** "1=Frakt <noreply@frakt.se>,2=kundtjanst@frakt.se": overrides the defaults per sender type. */
function parseMailSenders(raw: string, problems: string[]): Record<number, string> {
  const senders: Record<number, string> = { ...DEFAULT_MAIL_SENDERS };
  for (const entry of raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const at = entry.indexOf('=');
    const type = Number(entry.slice(0, at));
    const address = entry.slice(at + 1).trim();
    if (at < 1 || !Number.isInteger(type) || type < 1 || !address.includes('@'))
      problems.push(`MAIL_SENDERS entry "${entry}" must be <sender type>=<address>`);
    else senders[type] = address;
  }
  return Object.freeze(senders);
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

const PLACEHOLDER = /REPLACE|CHANGE[-_ ]?ME|PLACEHOLDER|EXAMPLE|<secret>/i;

/** Production refuses what a sample or a developer's machine would carry: the dev secrets and placeholders. */
function productionSecretProblems(config: AppConfig): string[] {
  const problems: string[] = [];
  const dev = new Set(Object.values(parseCarrierSecrets(DEV_CARRIER_WEBHOOK_SECRETS, [])));
  for (const [code, secret] of Object.entries(config.carrierWebhookSecrets)) {
    if (dev.has(secret))
      problems.push(`CARRIER_WEBHOOK_SECRETS secret of carrier ${code} is the development secret; generate one for production`);
    else if (PLACEHOLDER.test(secret))
      problems.push(`CARRIER_WEBHOOK_SECRETS secret of carrier ${code} is a placeholder; generate one for production`);
  }
  if (config.databaseUrl && PLACEHOLDER.test(config.databaseUrl))
    problems.push('DATABASE_URL holds a placeholder password; set the real one');
  return problems;
}
