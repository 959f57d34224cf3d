import { Idempotent } from './idempotent.decorator';

describe(Idempotent.name, () => {
  it.each([0, -5, Number.NaN])('refuses a lock timeout of %s seconds when the route is declared', (seconds) => {
    expect(() => Idempotent({ lockTimeoutSeconds: seconds })).toThrow(/lockTimeoutSeconds/);
  });

  it('takes a positive lock timeout', () => {
    expect(() => Idempotent({ lockTimeoutSeconds: 120 })).not.toThrow();
  });
});
