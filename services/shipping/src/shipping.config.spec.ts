import { ConfigError, loadConfig } from '@freight/kernel';
import { shippingConfig } from './shipping.config';

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('shippingConfig', () => {
  it('falls back to the development webhook secrets and GS1 prefix outside production', () => {
    expect(shippingConfig.of(loadConfig({}))).toEqual({
      carrierWebhookSecrets: {
        131: 'frakt-dev-webhook-131',
        116: 'frakt-dev-webhook-116',
        4: 'frakt-dev-webhook-4',
        225: 'frakt-dev-webhook-225',
      },
      gs1CompanyPrefix: '7350053850',
      declaredEmissionFactors: { byTemplate: {}, byCarrier: {} },
      transactionFeeOre: 1_500,
      carriers: {
        simulated: true,
        ups: null,
        postnord: null,
        dhlExpress: null,
        schenker: null,
        carrierLabelCodes: [131, 225],
        simulatorDelayMs: 0,
        bookingWaitMs: 8000,
        callTimeoutMs: 15_000,
        retryMaxMs: 300_000,
        breakerFailures: 5,
        breakerHalfOpenMs: 30_000,
        concurrency: 8,
        workerPollMs: 1000,
      },
    });
  });

  it('books through the simulators outside production, and at the configured carriers in production', () => {
    const ups = {
      UPS_API_URL: 'https://wwwcie.ups.example',
      UPS_CLIENT_ID: 'id',
      UPS_CLIENT_SECRET: 'a-real-secret',
      UPS_SHIPPER_NUMBER: 'A1B2C3',
    };
    expect(shippingConfig.of(loadConfig({ ...ups, CARRIERS_SIMULATED: 'false' })).carriers.ups).toEqual({
      baseUrl: 'https://wwwcie.ups.example',
      clientId: 'id',
      clientSecret: 'a-real-secret',
      shipperNumber: 'A1B2C3',
      labelFormat: 'GIF',
    });
    // Simulated, the configured carriers are not used.
    expect(shippingConfig.of(loadConfig(ups)).carriers).toMatchObject({ simulated: true, ups: null });
    expect(problemsOf({ UPS_API_URL: 'https://wwwcie.ups.example', CARRIERS_SIMULATED: 'false' })).toEqual([
      'UPS_CLIENT_ID, UPS_CLIENT_SECRET, UPS_SHIPPER_NUMBER must be set with UPS_API_URL',
    ]);
    expect(
      problemsOf({ POSTNORD_API_URL: 'https://api2.postnord.example', POSTNORD_API_KEY: 'k', POSTNORD_CUSTOMER_NUMBER: '12' }),
    ).toEqual(['POSTNORD_CUSTOMER_NUMBER must be 10 digits']);
    expect(problemsOf({ NODE_ENV: 'production', CARRIERS_SIMULATED: 'true' })).toContain(
      'CARRIERS_SIMULATED must not be true in production',
    );
  });

  it("books DB Schenker at eSchenker's host with the agreement's access key, and refuses a placeholder key in production", () => {
    const schenker = { SCHENKER_API_URL: 'https://eschenker.dbschenker.com', SCHENKER_ACCESS_KEY: 'a-real-access-key' };
    expect(shippingConfig.of(loadConfig({ ...schenker, SCHENKER_GROUP_ID: '42', CARRIERS_SIMULATED: 'false' })).carriers.schenker).toEqual({
      baseUrl: 'https://eschenker.dbschenker.com',
      accessKey: 'a-real-access-key',
      groupId: '42',
    });
    expect(problemsOf({ SCHENKER_API_URL: 'https://eschenker.dbschenker.com', CARRIERS_SIMULATED: 'false' })).toEqual([
      'SCHENKER_ACCESS_KEY must be set with SCHENKER_API_URL',
    ]);
    expect(
      problemsOf({ ...schenker, NODE_ENV: 'production', SCHENKER_ACCESS_KEY: 'REPLACE-WITH-THE-ACCESS-KEY', CARRIERS_SIMULATED: 'false' }),
    ).toContain("SCHENKER_ACCESS_KEY is a placeholder; set the carrier's credentials");
    expect(shippingConfig.of(loadConfig({ POSTNORD_PRINT_CARRIER_LABELS: 'true' })).carriers.carrierLabelCodes).toEqual([131, 225, 4]);
  });

  it('reads carrier-declared emission factors by carrier code or product, and refuses malformed ones', () => {
    expect(shippingConfig.of(loadConfig({ DECLARED_EMISSION_FACTORS: '116=72.5, PN_PARCEL=140' })).declaredEmissionFactors).toEqual({
      byTemplate: { PN_PARCEL: 140 },
      byCarrier: { 116: 72.5 },
    });
    expect(problemsOf({ DECLARED_EMISSION_FACTORS: '116=-1' })).toEqual([expect.stringMatching(/^DECLARED_EMISSION_FACTORS entries/)]);
    expect(problemsOf({ DECLARED_EMISSION_FACTORS: 'PN_PARCEL' })).toHaveLength(1);
  });

  it('reads carrier webhook secrets per carrier code, and gives production none by default', () => {
    expect(
      shippingConfig.of(loadConfig({ CARRIER_WEBHOOK_SECRETS: '131=a-long-enough-secret, 116=another-long-secret' })).carrierWebhookSecrets,
    ).toEqual({
      131: 'a-long-enough-secret',
      116: 'another-long-secret',
    });
    expect(shippingConfig.of(loadConfig({ NODE_ENV: 'production' })).carrierWebhookSecrets).toEqual({});
  });

  it('refuses a GS1 company prefix that is not 6 to 12 digits', () => {
    expect(problemsOf({ GS1_COMPANY_PREFIX: '73500' })).toEqual(['GS1_COMPANY_PREFIX must be 6 to 12 digits']);
    expect(shippingConfig.of(loadConfig({ GS1_COMPANY_PREFIX: '735000' })).gs1CompanyPrefix).toBe('735000');
  });

  it('refuses to start production with the development webhook secrets or a placeholder', () => {
    expect(problemsOf({ NODE_ENV: 'production', CARRIER_WEBHOOK_SECRETS: '131=frakt-dev-webhook-131' })).toEqual([
      expect.stringContaining('carrier 131 is the development secret'),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', CARRIER_WEBHOOK_SECRETS: '116=REPLACE-WITH-A-GENERATED-SECRET' })).toEqual([
      expect.stringContaining('carrier 116 is a placeholder'),
    ]);
    expect(() => loadConfig({ NODE_ENV: 'production', CARRIER_WEBHOOK_SECRETS: '131=9f2c1e7a5b3d4c6e8f0a' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'development', CARRIER_WEBHOOK_SECRETS: '131=frakt-dev-webhook-131' })).not.toThrow();
  });

  it('refuses a malformed or short carrier webhook secret without echoing it', () => {
    const problems = problemsOf({ CARRIER_WEBHOOK_SECRETS: 'only-a-secret-without-code,131=short' });
    expect(problems).toEqual([
      expect.stringContaining('<carrier code>=<secret>'),
      expect.stringContaining('carrier 131 must have at least 16 characters'),
    ]);
    expect(problems.join(' ')).not.toContain('only-a-secret');
  });
});
