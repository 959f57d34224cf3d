import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig, JwtKeyStore, loadConfig } from '@freight/kernel';

/** A configuration as a deployment would give it, with a fresh key directory and quiet logs. */
export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  const dataDir = mkdtempSync(join(tmpdir(), 'frakt-test-'));
  const keyDir = join(dataDir, 'keys');
  JwtKeyStore.ensure(keyDir);
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_KEY_DIR: keyDir,
    DEMO_DATA: 'true',
    RATE_LIMIT_MAX: '100000',
    CONSOLE_DIR: process.env.CONSOLE_DIR,
    ...env,
  });
}
