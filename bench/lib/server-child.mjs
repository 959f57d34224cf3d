// Child-process entry: `node bench/lib/server-child.mjs portal|hello`. Starts one app, reports
// { type: 'ready', url, database?, timings } over IPC, and closes it (dropping the portal's
// database) on { type: 'close' }, on SIGINT/SIGTERM/SIGHUP, or when the bench process goes away.
import { performance } from 'node:perf_hooks';
import { STARTERS } from './apps.mjs';

const kind = process.argv[2];
const send = (message) =>
  new Promise((resolve) => {
    if (!process.connected) return resolve();
    try {
      process.send(message, () => resolve());
    } catch {
      resolve();
    }
  });

let starting;
let closing;
function close(code = 0) {
  return (closing ??= (async () => {
    try {
      const server = await starting?.catch(() => undefined);
      await server?.close();
      await send({ type: 'closed' });
    } catch (error) {
      console.error(`bench: closing ${kind} failed:`, error);
      code = 1;
    }
    process.exit(code);
  })());
}

process.on('message', (message) => {
  if (message?.type === 'close') void close(0);
  // CPU time so far (event loop + libuv pool, e.g. argon2): the bench waits for it to go flat between runs.
  if (message?.type === 'cpu') void send({ type: 'cpu', id: message.id, usage: process.cpuUsage() });
});
process.on('disconnect', () => void close(0));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void close(0));

if (!STARTERS[kind]) {
  await send({ type: 'error', message: `unknown server kind "${kind}"` });
  process.exit(2);
}

starting = STARTERS[kind]();
try {
  const server = await starting;
  await send({
    type: 'ready',
    url: server.url,
    database: server.database,
    timings: { ...server.timings, sinceProcessStart: Math.round(performance.now()) },
  });
} catch (error) {
  await send({ type: 'error', message: error?.stack ?? String(error) });
  process.exit(1);
}
