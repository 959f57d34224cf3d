import { defineConfigSection, PLACEHOLDER_SECRET } from '@freight/kernel';
import type { DeclaredFactors } from './emissions/domain/emission-factors';

/** Shipping's settings. */
export interface ShippingConfig {
  /** Per carrier code, the shared secret its status webhook signs bodies with (HMAC-SHA256); a carrier without one cannot post. */
  carrierWebhookSecrets: Readonly<Record<number, string>>;
  /** The GS1 company prefix (6–12 digits) in the SSCCs printed on package labels. */
  gs1CompanyPrefix: string;
  /** Carriers' own declared emission intensities (g CO2e/tkm, WTW), overriding the GLEC defaults (issue 33). */
  declaredEmissionFactors: DeclaredFactors;
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
  return { carrierWebhookSecrets, gs1CompanyPrefix, declaredEmissionFactors };
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
