import { performance } from 'node:perf_hooks';

/**
 * autocannon options for a steady rate of calls, spread evenly over each second.
 *
 * autocannon's own rate limit sends every connection's quota at the start of each second, all
 * connections in step: a burst of the whole second's calls, then silence, which measures queueing
 * behind the burst rather than the latency at the rate. Here each connection makes one call a second
 * and the connections' seconds are staggered evenly (setupClient shifts each one's rate tick), so the
 * calls arrive evenly spread, as independent users would send them. This leans on autocannon 8's
 * client internals (rate, reqsMadeThisSecond, paused, rateInterval, _doRequest).
 */
export function steadyRate(callsPerSecond) {
  return { connections: callsPerSecond, connectionRate: 1, setupClient: staggeredClients(callsPerSecond) };
}

function staggeredClients(connections) {
  let index = 0;
  let start;
  return (client) => {
    // Slots are counted from one start a little ahead, once every connection is made: a timer set
    // while autocannon is still opening the others would fire late, and several slots would merge.
    start ??= performance.now() + 250;
    const slot = start + (index++ * 1000) / connections;
    // Hold the first call until this connection's slot in the second, and stop autocannon's own
    // once-a-second tick (it is set right after this hook returns) from releasing it earlier.
    client.reqsMadeThisSecond = client.rate;
    queueMicrotask(() => clearInterval(client.rateInterval));
    setTimeout(() => {
      if (client.destroyed) return;
      const tick = () => {
        if (client.destroyed) return;
        client.reqsMadeThisSecond = 0;
        if (client.paused) {
          client.paused = false;
          client._doRequest();
        }
      };
      tick();
      client.rateInterval = setInterval(tick, 1000);
    }, Math.max(0, slot - performance.now()));
  };
}
