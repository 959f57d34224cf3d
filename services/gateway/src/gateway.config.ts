import { ConfigReader, defineConfigSection } from '@freight/kernel';

export const UPSTREAM_SERVICES = ['auth', 'customers', 'shipping', 'contacts', 'claims', 'billing', 'content'] as const;

/** The gateway's settings: where each service's replicas answer, and where the console's files are. */
export interface GatewayConfig {
  /** <SERVICE>_URL per service, one URL per replica separated by commas; unset in the all-in-one, where every service runs in the process. */
  upstreams: Record<string, string[] | undefined>;
  /** How long a call without a body waits for a service that refuses connections (restarting) before 503 (ms). */
  upstreamWaitMs: number;
  /** How often the readiness of each replica is looked at, and UPSTREAMS_FILE read again (ms). */
  upstreamPollMs: number;
  /**
   * A file of `<SERVICE>_URL=<urls>` lines that replaces the environment's lists while the gateway runs
   * (`npm run stack -- scale` rewrites it): replicas come and go without restarting the gateway.
   */
  upstreamsFile: string | undefined;
  /** Where the built console is served from (CONSOLE_DIR); unset, console/dist of this checkout. */
  consoleDir: string | undefined;
}

function urlList(reader: ConfigReader, name: string): string[] | undefined {
  const raw = reader.read(name);
  if (raw === undefined) return undefined;
  const urls = raw.split(',').map((url) => url.trim());
  for (const url of urls) {
    try {
      new URL(url);
    } catch {
      reader.problems.push(`${name} must be a URL, or URLs separated by commas (got "${url}")`);
    }
  }
  return urls;
}

export const gatewayConfig = defineConfigSection<GatewayConfig>('gateway', (reader) => {
  const upstreams: Record<string, string[] | undefined> = {};
  for (const service of UPSTREAM_SERVICES) upstreams[service] = urlList(reader, `${service.toUpperCase()}_URL`);
  return {
    upstreams,
    upstreamWaitMs: reader.int('UPSTREAM_WAIT_MS', 5000, 0, 60_000),
    upstreamPollMs: reader.int('UPSTREAM_POLL_MS', 1000, 100, 60_000),
    upstreamsFile: reader.read('UPSTREAMS_FILE'),
    consoleDir: reader.read('CONSOLE_DIR'),
  };
});
