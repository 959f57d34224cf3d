// One consumer process of the recovery bench: joins GROUP on TOPIC with the recovery settings in RECOVERY
// (JSON) and prints one line per record it handles: {"p":partition,"at":epoch ms,"sent":epoch ms}.
import { KafkaTransport } from '../../libs/messaging/dist/index.js';

const say = process.env.RECOVERY_DEBUG ? (...a) => console.error(JSON.stringify(a)) : () => {};
const quiet = { debug() {}, info: say, warn: say, error: say, child: () => quiet };
const transport = new KafkaTransport({
  brokers: [process.env.BROKER],
  clientId: `recovery-${process.pid}`,
  logger: quiet,
  recovery: JSON.parse(process.env.RECOVERY),
});
const join = async () => {
  await transport.subscribe(process.env.GROUP, [process.env.TOPIC], async (message) => {
    const { p, sent } = JSON.parse(message.value.toString());
    process.stdout.write(`${JSON.stringify({ p, sent, at: Date.now() })}\n`);
  });
};
// A service's HTTP server keeps its process alive while the broker is away; this process has only this.
setInterval(() => undefined, 1 << 30);
// The first join retries as a service's start-up does.
for (;;) {
  try {
    await join();
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 250));
  }
}
process.stdout.write(`${JSON.stringify({ joined: Date.now() })}\n`);
