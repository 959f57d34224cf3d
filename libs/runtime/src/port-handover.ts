import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppConfig, AppLogger } from '@freight/kernel';

/** Logged (warn) once while a starting process waits for its port; `npm run stack -- restart` watches for it. */
export const PORT_WAIT_MESSAGE = 'port in use; waiting for the process holding it to let go';

const PORT_POLL_MS = 50;

/**
 * A restart's hand-over: the new process boots while the old one still serves, and takes the port within
 * PORT_POLL_MS of the old one closing it as it drains, instead of booting in the gap. LISTEN_WAIT_MS bounds the
 * wait (0, the default: no wait, a port in use fails the start at once, as a second start by mistake should).
 */
export async function waitForPort(config: Pick<AppConfig, 'host' | 'port' | 'listenWaitMs'>, logger: AppLogger): Promise<void> {
  if (config.listenWaitMs <= 0 || config.port === 0) return;
  const deadline = Date.now() + config.listenWaitMs;
  let told = false;
  while (Date.now() < deadline && !(await bindable(config.host, config.port))) {
    if (!told) logger.warn({ port: config.port, waitMs: config.listenWaitMs }, PORT_WAIT_MESSAGE);
    told = true;
    await sleep(PORT_POLL_MS);
  }
}

/** Whether this process could listen on host:port now (the probe closes again at once). */
export function bindable(host: string, port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => done(true)));
  });
}
