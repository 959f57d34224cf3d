import type * as Kernel from '@freight/kernel';

/** The kernel as a fresh process would have it after loading `modulePath`: only that module's imports register sections. */
function kernelAfterLoading(modulePath: string): typeof Kernel {
  let kernel: typeof Kernel | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(modulePath);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    kernel = require('@freight/kernel') as typeof Kernel;
  });
  return kernel!;
}

describe('config sections', () => {
  it('are all read by the all-in-one process', () => {
    const kernel = kernelAfterLoading('./all-in-one');

    expect(Object.keys(kernel.loadConfig({}).sections).sort()).toEqual([
      'auth',
      'billing',
      'claims',
      'content',
      'customers',
      'gateway',
      'shipping',
      'tracking',
    ]);
  });

  it("are checked once at start: every service's problems in one ConfigError with the kernel's", () => {
    const kernel = kernelAfterLoading('./all-in-one');

    expect(() =>
      kernel.loadConfig({
        PORT: 'x',
        MAIL_RETENTION_DAYS: '0',
        GS1_COMPANY_PREFIX: '1',
        BILLING_CREDIT_OVERDUE_DAYS: '400',
        BLOB_STORE_URL: 'ftp://x',
        SHIPPING_URL: 'nope',
      }),
    ).toThrow(
      expect.objectContaining({
        problems: expect.arrayContaining([
          'PORT must be an integer between 0 and 65535 (got "x")',
          'MAIL_RETENTION_DAYS must be an integer between 1 and 3650 (got "0")',
          'GS1_COMPANY_PREFIX must be 6 to 12 digits',
          'BILLING_CREDIT_OVERDUE_DAYS must be an integer between 0 and 365 (got "400")',
          'BLOB_STORE_URL must be s3+https://KEY:SECRET@host/bucket (or s3+http:// for a local service)',
          'SHIPPING_URL must be a URL, or URLs separated by commas (got "nope")',
        ]) as unknown,
      }),
    );
  });

  it.each([
    ['@freight/content', ['content']],
    ['@freight/claims', ['claims']],
    ['@freight/customers', ['customers']],
  ])('of %s alone are only its own (a lone service checks what it reads)', (service, expected) => {
    const kernel = kernelAfterLoading(service);

    expect(Object.keys(kernel.loadConfig({}).sections).sort()).toEqual(expected);
  });
});
