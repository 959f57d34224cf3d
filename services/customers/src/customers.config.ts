import { defineConfigSection } from '@freight/kernel';

/** The customers service's settings: where members' webhooks may go. */
export interface CustomersConfig {
  /**
   * WEBHOOK_PRIVATE_TARGETS=allow lets webhooks reach private, loopback and link-local addresses: for development
   * and tests, whose receivers run on this machine. Production refuses to start with it; the default outside
   * production is allow, in production deny.
   */
  webhookPrivateTargets: boolean;
  /** Where the portal is reached (PUBLIC_URL), for the link in the data export's mail; never a request's Host header. */
  publicUrl: string;
}

export const customersConfig = defineConfigSection<CustomersConfig>('customers', (reader, core) => {
  const raw = reader.read('WEBHOOK_PRIVATE_TARGETS');
  if (raw !== undefined && raw !== 'allow' && raw !== 'deny')
    reader.problems.push(`WEBHOOK_PRIVATE_TARGETS must be allow or deny (got "${raw}")`);
  if (raw === 'allow' && core.nodeEnv === 'production') reader.problems.push('WEBHOOK_PRIVATE_TARGETS=allow is not allowed in production');
  return {
    webhookPrivateTargets: raw === undefined ? core.nodeEnv !== 'production' : raw === 'allow' && core.nodeEnv !== 'production',
    publicUrl: (reader.url('PUBLIC_URL') ?? `http://localhost:${reader.read('PORT') ?? 3000}`).replace(/\/+$/, ''),
  };
});

/** `@Inject(CUSTOMERS_CONFIG) config: CustomersConfig` */
export const CUSTOMERS_CONFIG = customersConfig.token;
