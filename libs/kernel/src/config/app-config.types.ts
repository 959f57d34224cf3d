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

/** The settings every process has; a service's own settings are its config section (see defineConfigSection). */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** SECRETS_KEYS: the keys secrets are sealed with at rest (SecretBox); unset outside production, one under DATA_DIR. */
  secretKeys: string | undefined;
  kafkaBrokers: string[];
  kafkaClientId: string;
  /** Prefix of every topic and consumer group: deployments (or test portals) sharing one broker stay apart. */
  kafkaNamespace: string;
  jwt: JwtConfig;
  demoData: boolean;
  demoCustomerId: number;
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
  /** Swagger UI at /api/docs (the JSON document is always served): on by default except in production. */
  apiDocsUi: boolean;
  /** The services' own settings by section name (see defineConfigSection): only the sections this process loaded. */
  sections: Readonly<Record<string, unknown>>;
}

/** The settings every process has, which a section may read (say, NODE_ENV for its production rules). */
export type CoreConfig = Omit<AppConfig, 'sections'>;
