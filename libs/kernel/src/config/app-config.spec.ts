import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import { ConfigError, loadConfig } from './app-config';
import { ConfigModule } from './config.module';
import { ConfigSection, defineConfigSection } from './config-section';

function problemsOf(env: Record<string, string | undefined>, defaults: Record<string, string> = {}): string[] {
  try {
    loadConfig(env, defaults);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('loadConfig accepted the environment');
}

describe(loadConfig.name, () => {
  it('falls back to the documented defaults on an empty environment', () => {
    const config = loadConfig({});

    expect(config).toEqual({
      nodeEnv: 'development',
      logLevel: 'info',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '.data',
      secretKeys: undefined,
      kafkaBrokers: [],
      kafkaClientId: 'frakt',
      kafkaNamespace: '',
      jwt: {
        issuer: 'frakt-auth',
        audience: 'frakt-api',
        keyDir: undefined,
        accessTokenTtlSeconds: 900,
        refreshTokenTtlSeconds: 14 * 24 * 3600,
        refreshTokenAbsoluteSeconds: 30 * 24 * 3600,
      },
      demoData: false,
      demoCustomerId: 999,
      rateLimitMax: 6000,
      dbPoolSize: 5,
      dbTimeouts: { acquireMs: 10_000, statementMs: 30_000, idleInTransactionMs: 15_000 },
      shutdown: { drainDelayMs: 1000, timeoutMs: 20_000 },
      listenWaitMs: 0,
      trustProxy: 'loopback',
      apiDocsUi: true,
      sections: {},
    });
  });

  it('refuses to start production with a placeholder database password', () => {
    expect(
      problemsOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://frakt:REPLACE-WITH-A-GENERATED-PASSWORD@postgres:5432/frakt' }),
    ).toEqual([expect.stringContaining('DATABASE_URL')]);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://frakt:9f2c1e7a5b3d4c6e8f0a@postgres:5432/frakt' }),
    ).not.toThrow();
  });

  it('serves the Swagger UI outside production, and in production only when API_DOCS says so', () => {
    expect(loadConfig({}).apiDocsUi).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocsUi).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'true' }).apiDocsUi).toBe(true);
  });

  it('logs at warn by default under NODE_ENV=test and keeps an explicit LOG_LEVEL', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgresql://frakt:secret@db:5432/frakt',
      KAFKA_BROKERS: 'kafka-1:9092, kafka-2.internal:29092 ,',
      KAFKA_NAMESPACE: 'staging-2.',
      JWT_ISSUER: 'iss',
      JWT_AUDIENCE: 'aud',
      ACCESS_TOKEN_TTL_SECONDS: '60',
      DEMO_CUSTOMER_ID: '42',
      RATE_LIMIT_MAX: '10',
    });

    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgresql://frakt:secret@db:5432/frakt',
      kafkaBrokers: ['kafka-1:9092', 'kafka-2.internal:29092'],
      kafkaNamespace: 'staging-2.',
      jwt: { issuer: 'iss', audience: 'aud', accessTokenTtlSeconds: 60 },
      demoCustomerId: 42,
      rateLimitMax: 10,
    });
  });

  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['No', false],
  ])('reads DEMO_DATA=%s as %s', (raw, expected) => {
    expect(loadConfig({ DEMO_DATA: raw }).demoData).toBe(expected);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', HOST: '', DEMO_DATA: '' });

    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.demoData).toBe(false);
  });

  it('lets the environment override the caller defaults', () => {
    expect(loadConfig({}, { DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }, { DEMO_DATA: 'true' }).demoData).toBe(false);
  });

  it('applies the caller default when the variable is set but empty', () => {
    expect(loadConfig({ DEMO_DATA: '' }, { DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ PORT: '' }, { PORT: '4000' }).port).toBe(4000);
  });

  it('collects every problem into one ConfigError', () => {
    const problems = problemsOf({
      PORT: '70000',
      NODE_ENV: 'staging',
      KAFKA_BROKERS: 'kafka:9092,no-port',
      DATABASE_URL: 'mysql://db:3306/frakt',
      DEMO_DATA: 'maybe',
      KAFKA_NAMESPACE: 'a/b',
    });

    expect(problems).toHaveLength(6);
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT must be an integer between 0 and 65535 (got "70000")',
        'NODE_ENV must be development, production or test (got "staging")',
        'KAFKA_BROKERS entry "no-port" must be host:port',
        'DATABASE_URL must be a postgres:// URL',
        'DEMO_DATA must be true or false (got "maybe")',
        'KAFKA_NAMESPACE: letters, digits, ".", "_" and "-" only, at most 60',
      ]),
    );
  });

  it('names every problem in the error message', () => {
    expect(() => loadConfig({ PORT: 'abc', DEMO_DATA: 'maybe' })).toThrow(/Invalid configuration:\n {2}- PORT .*\n {2}- DEMO_DATA /);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '80.5'],
    ['PORT', '-1'],
    ['ACCESS_TOKEN_TTL_SECONDS', '5'],
    ['ACCESS_TOKEN_TTL_SECONDS', String(24 * 3600 + 1)],
    ['REFRESH_TOKEN_TTL_SECONDS', '59'],
    ['DEMO_CUSTOMER_ID', '0'],
    ['RATE_LIMIT_MAX', '0'],
  ])('refuses %s=%s', (name, raw) => {
    const problems = problemsOf({ [name]: raw });

    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${name} must be an integer between \\d+ and \\d+ \\(got "${raw}"\\)$`))]);
  });

  it('refuses a DATABASE_URL that is not a URL at all', () => {
    expect(problemsOf({ DATABASE_URL: 'not a url' })).toContain('DATABASE_URL must be a URL (got "not a url")');
  });

  it.each(['postgres://db/frakt', 'postgresql://u:p@db:5432/frakt'])('accepts DATABASE_URL %s', (url) => {
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it('refuses a JWT_KEY_DIR that does not exist and accepts one that does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'frakt-config-'));
    try {
      expect(loadConfig({ JWT_KEY_DIR: dir }).jwt.keyDir).toBe(dir);
      expect(problemsOf({ JWT_KEY_DIR: join(dir, 'missing') })).toEqual([`JWT_KEY_DIR "${join(dir, 'missing')}" does not exist`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('returns a frozen config', () => {
    const config = loadConfig({});

    expect(Object.isFrozen(config)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow(TypeError);
    expect(config.port).toBe(3000);
  });
});

describe('loadConfig TRUST_PROXY', () => {
  it.each<[string, boolean | number | string]>([
    ['true', true],
    ['false', false],
    ['1', 1],
    ['10.0.0.0/8,172.16.0.0/12', '10.0.0.0/8,172.16.0.0/12'],
  ])('reads %s as %p', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });
});

describe(defineConfigSection.name, () => {
  // A service's section as a service defines it: its own variables, read by loadConfig with the kernel's.
  // Defined before these tests only, so the ones above see a process without sections.
  let section: ConfigSection<{ retries: number; production: boolean }>;
  beforeAll(() => {
    section = defineConfigSection('spec-section', (reader, core) => ({
      retries: reader.int('SPEC_RETRIES', 3, 0, 10),
      production: core.nodeEnv === 'production',
    }));
  });

  it('reads a registered section with the kernel settings and gives it by name', () => {
    const config = loadConfig({ SPEC_RETRIES: '5', NODE_ENV: 'production' });

    expect(section.of(config)).toEqual({ retries: 5, production: true });
    expect(section.of(loadConfig({}))).toEqual({ retries: 3, production: false });
    expect(Object.isFrozen(section.of(config))).toBe(true);
  });

  it("lists a section's problems with the kernel's in one ConfigError", () => {
    expect(problemsOf({ SPEC_RETRIES: '11', PORT: 'x' })).toEqual([
      'PORT must be an integer between 0 and 65535 (got "x")',
      'SPEC_RETRIES must be an integer between 0 and 10 (got "11")',
    ]);
  });

  it('keeps the sections when a caller replaces a kernel setting', () => {
    const config = Object.freeze({ ...loadConfig({ SPEC_RETRIES: '7' }), databaseUrl: 'postgres://db/frakt' });

    expect(section.of(config).retries).toBe(7);
  });

  it('refuses to give a section the configuration was loaded without', () => {
    const config = loadConfig({});
    const late = defineConfigSection('spec-late', () => ({ on: true }));

    expect(() => late.of(config)).toThrow(/spec-late was not loaded/);
  });

  it('provides each loaded section under its token through ConfigModule', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [ConfigModule.forRoot(loadConfig({ SPEC_RETRIES: '2' }))] }).compile();

    expect(moduleRef.get(section.token)).toEqual({ retries: 2, production: false });
  });
});
