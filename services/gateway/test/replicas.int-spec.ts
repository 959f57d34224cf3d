import { mkdtempSync, writeFileSync } from 'node:fs';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { RunningService } from '@freight/runtime';
import { eventually, testConfig } from '@freight/testing';
import request from 'supertest';
import { upstreamPools } from '../src/proxy';
import { startTestGateway } from './test-gateway';

/** A replica of a service: answers which replica it is, readiness 200 unless draining, and counts its calls. */
class FakeReplica {
  calls = 0;
  draining = false;
  port = 0;
  private server?: Server;

  constructor(readonly name: string) {}

  async start(port = 0): Promise<this> {
    this.server = createServer((req: IncomingMessage, res: ServerResponse) => {
      req.resume();
      res.setHeader('content-type', 'application/json');
      if (req.url?.startsWith('/api/health')) {
        res.statusCode = this.draining ? 503 : 200;
        res.end(JSON.stringify({ status: this.draining ? 'draining' : 'ok', checks: {} }));
        return;
      }
      this.calls += 1;
      res.end(JSON.stringify({ replica: this.name }));
    });
    await new Promise<void>((done) => this.server!.listen(port, '127.0.0.1', done));
    this.port = (this.server!.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((done) => this.server?.close(done));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }
}

/** The gateway in front of two replicas of shipping: spread, one refusing or draining left out, taken back when ready. */
describe('Gateway: a service with replicas', () => {
  let gateway: RunningService;
  let http: ReturnType<typeof request>;
  const one = new FakeReplica('one');
  const two = new FakeReplica('two');
  const others = new FakeReplica('others');
  const three = new FakeReplica('three');
  const upstreamsFile = join(mkdtempSync(join(tmpdir(), 'frakt-upstreams-')), 'upstreams');

  beforeAll(async () => {
    await Promise.all([one.start(), two.start(), others.start(), three.start()]);
    const config = testConfig({
      ...Object.fromEntries(['AUTH', 'CUSTOMERS', 'CONTACTS', 'CLAIMS', 'BILLING', 'CONTENT'].map((s) => [`${s}_URL`, others.url])),
      SHIPPING_URL: `${one.url},${two.url}`,
      UPSTREAM_POLL_MS: '100',
      UPSTREAMS_FILE: upstreamsFile,
    });
    gateway = await startTestGateway(config);
    http = request(gateway.url!);
  });

  afterAll(async () => {
    await gateway?.close();
    await Promise.all([one.stop(), two.stop(), others.stop(), three.stop()]);
  });

  const served = async (n: number, method: 'get' | 'post' = 'get') => {
    const answers: string[] = [];
    for (let i = 0; i < n; i++) {
      const call = method === 'get' ? http.get('/api/order/1') : http.post('/api/order/').send({ n: i });
      const res = await call;
      answers.push(res.status === 200 ? res.body.replica : `status ${res.status}`);
    }
    return answers;
  };

  it('spreads calls over both replicas', async () => {
    const answers = await served(10);
    expect(answers.filter((a) => a === 'one')).toHaveLength(5);
    expect(answers.filter((a) => a === 'two')).toHaveLength(5);
  });

  it('sends every call to the other replica while one is gone, POSTs without a key included, and takes it back', async () => {
    const port = two.port;
    await two.stop();
    expect(await served(10, 'post')).toEqual(Array(10).fill('one'));
    expect((await http.get('/api/health').expect(200)).body.checks['upstream:shipping']).toMatch(/^degraded: 1 of 2 replicas up/);

    await two.start(port);
    await eventually(async () => expect(new Set(await served(4))).toEqual(new Set(['one', 'two'])), 10_000);
  });

  it('leaves a draining replica out once its readiness says so, with no call failing meanwhile', async () => {
    two.draining = true;
    await eventually(async () => expect(upstreamPools(gateway.config).get('shipping')!.readyCount).toBe(1), 10_000);
    const before = two.calls;
    expect(await served(6)).toEqual(Array(6).fill('one'));
    expect(two.calls).toBe(before);
    two.draining = false;
    await eventually(async () => expect(upstreamPools(gateway.config).get('shipping')!.readyCount).toBe(2), 10_000);
  });

  it('follows UPSTREAMS_FILE: a replica added there gets calls, one removed gets none, without a restart', async () => {
    writeFileSync(upstreamsFile, `SHIPPING_URL=${one.url},${two.url},${three.url}\n`);
    await eventually(async () => expect(new Set(await served(6))).toEqual(new Set(['one', 'two', 'three'])), 10_000);
    writeFileSync(upstreamsFile, `SHIPPING_URL=${three.url}\n`);
    await eventually(async () => expect(upstreamPools(gateway.config).get('shipping')!.urls).toEqual([three.url]), 10_000);
    expect(await served(4)).toEqual(Array(4).fill('three'));
  });
});
