import { ConfigError, loadConfig } from '@freight/kernel';
import { allInOneConfig } from './all-in-one.config';

describe('allInOneConfig', () => {
  it('runs the embedded PostgreSQL on 54329 unless EMBEDDED_PG_PORT says otherwise', () => {
    expect(allInOneConfig.of(loadConfig({}))).toEqual({ embeddedPostgresPort: 54329, embeddedPostgresSystemDir: '/var/lib/frakt' });
    expect(allInOneConfig.of(loadConfig({ EMBEDDED_PG_PORT: '5500' })).embeddedPostgresPort).toBe(5500);
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ EMBEDDED_PG_PORT: '0' })).toThrow(
      new ConfigError(['EMBEDDED_PG_PORT must be an integer between 1 and 65535 (got "0")']),
    );
  });
});
