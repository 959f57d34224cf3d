import { loadConfig } from '@freight/kernel';
import { customersConfig } from './customers.config';

describe('customers config', () => {
  const of = (env: Record<string, string>) => customersConfig.of(loadConfig(env));

  it('allows private webhook targets outside production by default, and denies them in production', () => {
    expect(of({}).webhookPrivateTargets).toBe(true);
    expect(of({ WEBHOOK_PRIVATE_TARGETS: 'deny' }).webhookPrivateTargets).toBe(false);
  });

  it('refuses to start production with private targets allowed, and a value it does not know', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', WEBHOOK_PRIVATE_TARGETS: 'allow' })).toThrow(
      expect.objectContaining({
        problems: expect.arrayContaining(['WEBHOOK_PRIVATE_TARGETS=allow is not allowed in production']),
      }) as unknown as Error,
    );
    expect(() => loadConfig({ WEBHOOK_PRIVATE_TARGETS: 'maybe' })).toThrow(
      expect.objectContaining({
        problems: expect.arrayContaining(['WEBHOOK_PRIVATE_TARGETS must be allow or deny (got "maybe")']),
      }) as unknown as Error,
    );
  });
});
