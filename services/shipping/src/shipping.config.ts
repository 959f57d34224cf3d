import { DEFAULT_TRANSACTION_FEE_ORE } from '@freight/reference-data';
import { ConfigReader, defineConfigSection, PLACEHOLDER_SECRET } from '@freight/kernel';
import type { DeclaredFactors } from './emissions/domain/emission-factors';

/** Shipping's settings. */
export interface ShippingConfig {
  /** Per carrier code, the shared secret its status webhook signs bodies with (HMAC-SHA256); a carrier without one cannot post. */
  carrierWebhookSecrets: Readonly<Record<number, string>>;
  /** The GS1 company prefix (6–12 digits) in the SSCCs printed on package labels. */
  gs1CompanyPrefix: string;
  /** Carriers' own declared emission intensities (g CO2e/tkm, WTW), overriding the GLEC defaults (issue 33). */
  declaredEmissionFactors: DeclaredFactors;
  /** The fee billing charges per booking (excl. VAT), shown in every quote (BILLING_TRANSACTION_FEE_ORE, as billing reads it). */
  transactionFeeOre: number;
  /** Where bookings go: each carrier's API (or its in-process simulator) and the transmission's bounds. */
  carriers: CarriersConfig;
}

export interface UpsCarrierConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  shipperNumber: string;
  labelFormat: 'GIF' | 'ZPL';
}

export interface PostNordCarrierConfig {
  baseUrl: string;
  apiKey: string;
  customerNumber: string;
  labelFormat: 'pdf' | 'zpl';
}

export interface DhlExpressCarrierConfig {
  baseUrl: string;
  username: string;
  password: string;
  accountNumber: string;
}

export interface SchenkerCarrierConfig {
  /** eSchenker's host (`https://eschenker.dbschenker.com`, its test system `https://eschenker-fat.dbschenker.com`). */
  baseUrl: string;
  accessKey: string;
  userId?: string;
  groupId?: string;
}

export interface CarriersConfig {
  /**
   * True: UPS, PostNord, DHL Express and DB Schenker are the in-process simulators (libs/carrier-simulators), started with the service.
   * Default outside production; production books at the carriers configured below (a carrier without its URL
   * keeps its bookings in the portal).
   */
  simulated: boolean;
  ups: UpsCarrierConfig | null;
  postnord: PostNordCarrierConfig | null;
  dhlExpress: DhlExpressCarrierConfig | null;
  schenker: SchenkerCarrierConfig | null;
  /**
   * Carriers whose own labels are printed instead of our GS1 labels: UPS and DHL Express always (they take no
   * shipper-printed labels), PostNord when asked (POSTNORD_PRINT_CARRIER_LABELS); DB Schenker takes ours.
   */
  carrierLabelCodes: readonly number[];
  /** Simulated carriers only: every simulator answers this much later (the bench's carrier pace); 0 at once. */
  simulatorDelayMs: number;
  /** How long a booking call waits for the carrier's answer before answering with the order waiting for its carrier. */
  bookingWaitMs: number;
  /** Time-out of one call to a carrier. */
  callTimeoutMs: number;
  /** Ceiling of the back-off between transmission attempts. */
  retryMaxMs: number;
  /** Consecutive failures that open a carrier's circuit breaker, and how long it stays open before a trial call. */
  breakerFailures: number;
  breakerHalfOpenMs: number;
  /** Calls in flight per carrier (more wait in a queue of the same size, beyond it they are tried again later). */
  concurrency: number;
  /** How often the transmission worker looks for due transmissions. */
  workerPollMs: number;
}

/** A prefix in GS1 Sweden's range for development and tests; a deployment sets its own licensed one. */
export const DEV_GS1_COMPANY_PREFIX = '7350053850';

/**
 * Outside production every active carrier gets a well-known secret, so a developer can sign a webhook
 * call by hand (README); production has none unless CARRIER_WEBHOOK_SECRETS names them.
 */
export const DEV_CARRIER_WEBHOOK_SECRETS =
  '131=frakt-dev-webhook-131,116=frakt-dev-webhook-116,4=frakt-dev-webhook-4,225=frakt-dev-webhook-225';

export const shippingConfig = defineConfigSection<ShippingConfig>('shipping', (reader, core) => {
  const production = core.nodeEnv === 'production';
  const carrierWebhookSecrets = parseCarrierSecrets(
    reader.read('CARRIER_WEBHOOK_SECRETS') ?? (production ? '' : DEV_CARRIER_WEBHOOK_SECRETS),
    reader.problems,
  );
  const gs1CompanyPrefix = reader.read('GS1_COMPANY_PREFIX') ?? DEV_GS1_COMPANY_PREFIX;
  if (!/^\d{6,12}$/.test(gs1CompanyPrefix)) reader.problems.push('GS1_COMPANY_PREFIX must be 6 to 12 digits');
  if (production) reader.problems.push(...productionSecretProblems(carrierWebhookSecrets));
  const declaredEmissionFactors = parseDeclaredFactors(reader.read('DECLARED_EMISSION_FACTORS') ?? '', reader.problems);
  const transactionFeeOre = reader.int('BILLING_TRANSACTION_FEE_ORE', DEFAULT_TRANSACTION_FEE_ORE, 0, 1_000_000);
  return {
    carrierWebhookSecrets,
    gs1CompanyPrefix,
    declaredEmissionFactors,
    transactionFeeOre,
    carriers: readCarriers(reader, production),
  };
});

/** `@Inject(SHIPPING_CONFIG) config: ShippingConfig` */
export const SHIPPING_CONFIG = shippingConfig.token;

/**
 * "116=72.5,PN_PARCEL=140": a carrier code (all its products) or a product's template name, each with the
 * intensity the carrier declares, g CO2e per tonne-km well to wheel (0 < value ≤ 5000).
 */
export function parseDeclaredFactors(raw: string, problems: string[]): DeclaredFactors {
  const byTemplate: Record<string, number> = {};
  const byCarrier: Record<number, number> = {};
  for (const entry of raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [key, value] = entry.split('=').map((part) => part?.trim());
    const grams = Number(value);
    if (!key || !value || !Number.isFinite(grams) || grams <= 0 || grams > 5000)
      problems.push(
        'DECLARED_EMISSION_FACTORS entries must be <carrier code or product>=<g CO2e per tonne-km, 0 to 5000>, comma-separated',
      );
    else if (/^\d+$/.test(key)) byCarrier[Number(key)] = grams;
    else byTemplate[key] = grams;
  }
  return Object.freeze({ byTemplate: Object.freeze(byTemplate), byCarrier: Object.freeze(byCarrier) });
}

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

/** Production refuses what a sample or a developer's machine would carry: the dev secrets and placeholders. */
function productionSecretProblems(secrets: Readonly<Record<number, string>>): string[] {
  const problems: string[] = [];
  const dev = new Set(Object.values(parseCarrierSecrets(DEV_CARRIER_WEBHOOK_SECRETS, [])));
  for (const [code, secret] of Object.entries(secrets)) {
    if (dev.has(secret))
      problems.push(`CARRIER_WEBHOOK_SECRETS secret of carrier ${code} is the development secret; generate one for production`);
    else if (PLACEHOLDER_SECRET.test(secret))
      problems.push(`CARRIER_WEBHOOK_SECRETS secret of carrier ${code} is a placeholder; generate one for production`);
  }
  return problems;
}

function readCarriers(reader: ConfigReader, production: boolean): CarriersConfig {
  const simulated = reader.bool('CARRIERS_SIMULATED', !production);
  if (simulated && production) reader.problems.push('CARRIERS_SIMULATED must not be true in production');
  const required = (names: string[]): string[] | null => {
    const values = names.map((n) => reader.read(n));
    if (values.every((v) => v === undefined)) return null;
    const missing = names.filter((_, i) => values[i] === undefined);
    if (missing.length) reader.problems.push(`${missing.join(', ')} must be set with ${names[0]}`);
    return missing.length ? null : (values as string[]);
  };
  const ups = required(['UPS_API_URL', 'UPS_CLIENT_ID', 'UPS_CLIENT_SECRET', 'UPS_SHIPPER_NUMBER']);
  const postnord = required(['POSTNORD_API_URL', 'POSTNORD_API_KEY', 'POSTNORD_CUSTOMER_NUMBER']);
  const dhl = required(['DHL_API_URL', 'DHL_USERNAME', 'DHL_PASSWORD', 'DHL_ACCOUNT_NUMBER']);
  const schenker = required(['SCHENKER_API_URL', 'SCHENKER_ACCESS_KEY']);
  for (const name of ['UPS_API_URL', 'POSTNORD_API_URL', 'DHL_API_URL', 'SCHENKER_API_URL']) reader.url(name);
  const upsLabel = (reader.read('UPS_LABEL_FORMAT') ?? 'GIF').toUpperCase();
  if (upsLabel !== 'GIF' && upsLabel !== 'ZPL') reader.problems.push('UPS_LABEL_FORMAT must be GIF or ZPL');
  const postnordLabel = (reader.read('POSTNORD_LABEL_FORMAT') ?? 'pdf').toLowerCase();
  if (postnordLabel !== 'pdf' && postnordLabel !== 'zpl') reader.problems.push('POSTNORD_LABEL_FORMAT must be pdf or zpl');
  if (postnord && !/^\d{10}$/.test(postnord[2])) reader.problems.push('POSTNORD_CUSTOMER_NUMBER must be 10 digits');
  if (production) {
    for (const [name, value] of [
      ['UPS_CLIENT_SECRET', ups?.[2]],
      ['POSTNORD_API_KEY', postnord?.[1]],
      ['DHL_PASSWORD', dhl?.[2]],
      ['SCHENKER_ACCESS_KEY', schenker?.[1]],
    ] as const) {
      if (value && PLACEHOLDER_SECRET.test(value)) reader.problems.push(`${name} is a placeholder; set the carrier's credentials`);
    }
  }
  return {
    simulated,
    ups:
      ups && !simulated
        ? {
            baseUrl: ups[0],
            clientId: ups[1],
            clientSecret: ups[2],
            shipperNumber: ups[3],
            labelFormat: upsLabel === 'ZPL' ? 'ZPL' : 'GIF',
          }
        : null,
    postnord:
      postnord && !simulated
        ? { baseUrl: postnord[0], apiKey: postnord[1], customerNumber: postnord[2], labelFormat: postnordLabel === 'zpl' ? 'zpl' : 'pdf' }
        : null,
    dhlExpress: dhl && !simulated ? { baseUrl: dhl[0], username: dhl[1], password: dhl[2], accountNumber: dhl[3] } : null,
    schenker:
      schenker && !simulated
        ? {
            baseUrl: schenker[0],
            accessKey: schenker[1],
            userId: reader.read('SCHENKER_USER_ID'),
            groupId: reader.read('SCHENKER_GROUP_ID'),
          }
        : null,
    carrierLabelCodes: reader.bool('POSTNORD_PRINT_CARRIER_LABELS', false) ? [131, 225, 4] : [131, 225],
    simulatorDelayMs: reader.int('CARRIER_SIMULATOR_DELAY_MS', 0, 0, 60_000),
    bookingWaitMs: reader.int('CARRIER_BOOKING_WAIT_MS', 8000, 0, 60_000),
    callTimeoutMs: reader.int('CARRIER_CALL_TIMEOUT_MS', 15_000, 100, 120_000),
    retryMaxMs: reader.int('CARRIER_RETRY_MAX_MS', 300_000, 100, 3_600_000),
    breakerFailures: reader.int('CARRIER_BREAKER_FAILURES', 5, 1, 1000),
    breakerHalfOpenMs: reader.int('CARRIER_BREAKER_HALF_OPEN_MS', 30_000, 10, 3_600_000),
    concurrency: reader.int('CARRIER_CONCURRENCY', 8, 1, 256),
    workerPollMs: reader.int('CARRIER_WORKER_POLL_MS', 1000, 10, 60_000),
  };
}
