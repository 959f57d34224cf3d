import { resolve } from 'node:path';
import { eventually, testKafkaBrokers, testKafkaEnv } from '@freight/testing';
import request from 'supertest';

/** `npm run stack`'s script: every service its own process from dist/, the gateway in front. */
export const STACK = resolve(__dirname, '../../../scripts/stack.sh');

export const STACK_SERVICES = ['auth', 'customers', 'shipping', 'contacts', 'claims', 'billing', 'content'] as const;
export type StackService = (typeof STACK_SERVICES)[number];

/** A service's port in a stack whose gateway listens on `base`: the services follow it in STACK_SERVICES' order. */
export const stackPort = (base: number, service: StackService) => base + 1 + STACK_SERVICES.indexOf(service);

/** The environment `scripts/stack.sh` reads for a stack of its own: ports from `base`, its own run dir and Kafka namespace. */
export function stackEnv(base: number, runDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    STACK_RUN_DIR: runDir,
    STACK_DATABASE_URL: '',
    GATEWAY_PORT: String(base),
    ...Object.fromEntries(STACK_SERVICES.map((s) => [`${s.toUpperCase()}_PORT`, String(stackPort(base, s))])),
    KAFKA_PORT: testKafkaBrokers()[0].split(':')[1],
    // Topics and groups of its own: other suites' events on the run's broker are not this stack's history.
    KAFKA_NAMESPACE: testKafkaEnv().KAFKA_NAMESPACE,
    LOG_LEVEL: 'warn',
    STACK_HEALTH_TIMEOUT: '120',
    ...extra,
  };
}

const party = (role: string, name: string, postcode: string, city: string) => ({
  role,
  address: { name, addressLine: ['Gatan 1', ''], postcode, city, countrycode: 'SE' },
  communication: { contactPerson: name, mobile: { value: '0701234567', notify: false } },
});

/** A parcel from Stockholm to Göteborg, without a product yet. */
export const PARCEL = {
  part: [party('consignor', 'Annas Blommor AB', '11157', 'Stockholm'), party('consignee', 'Lager Väst AB', '41304', 'Göteborg')],
  goodsItem: [{ noOfPackages: 1, weight: 5, length: 30, width: 20, height: 20, packageType: 'parcel' }],
};

/**
 * PARCEL with the first product the filter offers the customer (anna's, 1001, by default). A customer's profile
 * reaches shipping over Kafka; until it has, the filter answers 503, so this waits for the first offer.
 */
export async function bookableParcel(gateway: ReturnType<typeof request>, auth: Record<string, string>, customerId = 1001) {
  const offered = await eventually(
    async () => {
      const res = await gateway.post('/api/freightservice/filter/').set(auth).send({ consignment: PARCEL, custId: customerId });
      if (res.status !== 200 || !res.body.freightServices.length) throw new Error(`filter answered ${res.status}`);
      return res.body.freightServices as { templateName: string }[];
    },
    60_000,
    250,
  );
  return { ...PARCEL, templateName: offered[0].templateName };
}
