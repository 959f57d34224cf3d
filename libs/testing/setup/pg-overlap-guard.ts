/**
 * Installed before every integration and end-to-end suite: fails the suite when code sends a statement on a
 * pg client that is still executing another one (what pg reports as "Calling client.query() when the client
 * is already executing a query" and pg 9 will refuse). Two statements on one client at once run in whatever
 * order the driver queues them, inside whichever transaction that client is in: a correctness bug even
 * when the results look right.
 */
import { afterAll } from '@jest/globals';
import { Client } from 'pg';

interface QueuingClient {
  _queryQueue?: unknown[];
  pipeline?: boolean;
}

const overlaps: string[] = [];
const query = Client.prototype.query as (...args: unknown[]) => unknown;

// The same condition under which pg itself warns (a statement queued behind the running one).
Client.prototype.query = function (this: QueuingClient, ...args: unknown[]) {
  if ((this._queryQueue?.length ?? 0) > 0 && !this.pipeline) overlaps.push(new Error('a statement on a busy pg client').stack ?? '');
  return query.apply(this, args);
} as typeof Client.prototype.query;

afterAll(() => {
  if (overlaps.length === 0) return;
  const distinct = [...new Set(overlaps)];
  throw new Error(`${overlaps.length} statement(s) sent on a pg client already executing one:\n${distinct.slice(0, 3).join('\n\n')}`);
});
