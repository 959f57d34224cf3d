import { ConfigError, loadConfig } from '@freight/kernel';
import { authConfig } from './auth.config';

describe('authConfig', () => {
  it('has no test user unless TEST_USER_ID names one (an empty variable counts as unset)', () => {
    expect(authConfig.of(loadConfig({}))).toEqual({ testUserId: undefined, publicUrl: 'http://localhost:3000' });
    expect(authConfig.of(loadConfig({ TEST_USER_ID: '' })).testUserId).toBeUndefined();
    expect(authConfig.of(loadConfig({ TEST_USER_ID: '7' })).testUserId).toBe(7);
  });

  it('links invite mails to PUBLIC_URL, or to the port it listens on', () => {
    expect(authConfig.of(loadConfig({ PUBLIC_URL: 'https://frakt.example.se/' })).publicUrl).toBe('https://frakt.example.se');
    expect(authConfig.of(loadConfig({ PORT: '4000' })).publicUrl).toBe('http://localhost:4000');
  });

  it('refuses a TEST_USER_ID that is not a user id', () => {
    expect(() => loadConfig({ TEST_USER_ID: 'x' })).toThrow(
      new ConfigError(['TEST_USER_ID must be an integer between 1 and 9007199254740991 (got "x")']),
    );
  });
});
