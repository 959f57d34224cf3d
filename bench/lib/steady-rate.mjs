import { performance } from 'node:perf_hooks';

/**
 * autocannon options for a steady rate of calls, spread evenly over each second, over `connections`
 * keep-alive connections (default: one per call a second, as independent users; fewer, as a gateway or
 * load balancer would hold to the portal).
 *
 * autocannon's own rate limit sends every connection's quota at the start of each second, all
 * connections in step: a burst of the whole second's calls, then silence, which measures queueing
 * behind the burst rather than the latency at the rate. Here each connection makes one call per period
 * (connections / rate seconds) and the connections' periods are staggered evenly, so the calls arrive
 * evenly spread. Every call is aimed at an absolute time: a setInterval re-arms from when it actually
 * ran, so a late event loop would merge connections' phases into bursts for good. This leans on
 * autocannon 8's client internals (rate, reqsMadeThisSecond, paused, rateInterval, _doRequest);
 * autocannon clears rateInterval when it stops, which clears a timeout as well.
 */
export function steadyRate(callsPerSecond, connections = callsPerSecond) {
  const perConnection = callsPerSecond / connections;
  if (!Number.isInteger(perConnection) || perConnection < 1)
    throw new Error(`steadyRate: ${callsPerSecond} calls/s over ${connections} connections is not a whole number each`);
  return { connections, connectionRate: perConnection, setupClient: staggeredClients(callsPerSecond, 1000 / perConnection) };
}

function staggeredClients(callsPerSecond, periodMs) {
  let index = 0;
  let start;
  return (client) => {
    // Slots are counted from one start a little ahead, once every connection is made.
    start ??= performance.now() + 250;
    let slot = start + (index++ * 1000) / callsPerSecond;
    // A connection set up after its slot keeps its phase in a later period rather than firing at once.
    const now = performance.now();
    if (slot < now) slot += Math.ceil((now - slot) / periodMs) * periodMs;
    // Hold the first call until this connection's slot, and stop autocannon's own once-a-second tick
    // (it is set right after this hook returns) from releasing calls.
    client.reqsMadeThisSecond = client.rate;
    queueMicrotask(() => clearInterval(client.rateInterval));
    const fire = (at) => {
      client.rateInterval = setTimeout(
        () => {
          if (client.destroyed) return;
          // One call this period: autocannon pauses the client once it has made `rate`.
          client.reqsMadeThisSecond = client.rate - 1;
          if (client.paused) {
            client.paused = false;
            client._doRequest();
          }
          fire(at + periodMs);
        },
        Math.max(0, at - performance.now()),
      );
    };
    fire(slot);
  };
}
