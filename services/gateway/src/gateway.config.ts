import { defineConfigSection } from '@freight/kernel';

export const UPSTREAM_SERVICES = ['auth', 'customers', 'shipping', 'contacts', 'claims', 'billing', 'content'] as const;

/** The gateway's settings: where each service answers, and where the console's files are. */
export interface GatewayConfig {
  /** <SERVICE>_URL per service; unset in the all-in-one, where every service runs in the process. */
  upstreams: Record<string, string | undefined>;
  /** How long a call without a body waits for a service that refuses connections (restarting) before 503 (ms). */
  upstreamWaitMs: number;
  /** Where the built console is served from (CONSOLE_DIR); unset, console/dist of this checkout. */
  consoleDir: string | undefined;
}

export const gatewayConfig = defineConfigSection<GatewayConfig>('gateway', (reader) => {
  const upstreams: Record<string, string | undefined> = {};
  for (const service of UPSTREAM_SERVICES) upstreams[service] = reader.url(`${service.toUpperCase()}_URL`);
  return { upstreams, upstreamWaitMs: reader.int('UPSTREAM_WAIT_MS', 5000, 0, 60_000), consoleDir: reader.read('CONSOLE_DIR') };
});
