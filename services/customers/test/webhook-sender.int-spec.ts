import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { WebhookSender } from '../src/webhooks/application/webhook-sender';

/** A real HTTP server on loopback that records what reaches it and answers as told. */
async function receiver(answer: (req: IncomingMessage) => { status: number; headers?: Record<string, string> }) {
  const hits: { path: string; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      hits.push({ path: req.url ?? '', body });
      const { status, headers } = answer(req);
      res.writeHead(status, headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { hits, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('WebhookSender: no delivery to private, loopback or link-local addresses where they are denied', () => {
  const denying = new WebhookSender(false);

  it('refuses localhost by DNS, literal private and mapped addresses, and sends them nothing', async () => {
    const target = await receiver(() => ({ status: 204 }));
    try {
      for (const url of [
        `http://localhost:${target.port}/hook`,
        `http://127.0.0.1:${target.port}/hook`,
        `http://[::ffff:127.0.0.1]:${target.port}/hook`,
        'http://10.0.0.1/hook',
        'http://192.168.1.10/hook',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/hook',
        'http://[fe80::1]/hook',
      ])
        expect({ url, outcome: await denying.send(url, '{}', {}) }).toEqual({ url, outcome: { ok: false, error: 'FORBIDDEN_ADDRESS' } });
      expect(target.hits).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('refuses a name that resolves to a public and a private address (which one a connection took is not ours to choose)', async () => {
    const sender = new WebhookSender(false, async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ]);
    expect(await sender.send('https://rebind.example.com/hook', '{}', {})).toEqual({ ok: false, error: 'FORBIDDEN_ADDRESS' });
  });

  it('connects to the address it checked, not to a second resolution of the name', async () => {
    const target = await receiver(() => ({ status: 200 }));
    try {
      let resolutions = 0;
      // Allowed (a development machine), the name resolves once, to the receiver; a second lookup would fail the send.
      const sender = new WebhookSender(true, async () => {
        resolutions += 1;
        if (resolutions > 1) throw new Error('resolved twice');
        return [{ address: '127.0.0.1', family: 4 }];
      });
      expect(await sender.send(`http://hooks.invalid:${target.port}/pinned`, '{"a":1}', {})).toEqual({ ok: true, status: 200 });
      expect(resolutions).toBe(1);
      expect(target.hits).toEqual([{ path: '/pinned', body: '{"a":1}' }]);
    } finally {
      await target.close();
    }
  });

  it('never follows a redirect: the answer counts as a failed attempt and the redirect target gets nothing', async () => {
    const elsewhere = await receiver(() => ({ status: 204 }));
    const redirecting = await receiver(() => ({ status: 307, headers: { location: `http://127.0.0.1:${elsewhere.port}/stolen` } }));
    try {
      const sender = new WebhookSender(true);
      expect(await sender.send(`http://127.0.0.1:${redirecting.port}/hook`, '{}', {})).toEqual({
        ok: false,
        status: 307,
        error: 'REDIRECT_NOT_FOLLOWED',
      });
      expect(redirecting.hits).toHaveLength(1);
      expect(elsewhere.hits).toEqual([]);
    } finally {
      await Promise.all([elsewhere.close(), redirecting.close()]);
    }
  });

  it('reports a receiver that is not listening as a connection failure, and a bad URL as such', async () => {
    const gone = await receiver(() => ({ status: 204 }));
    await gone.close();
    const sender = new WebhookSender(true);
    expect(await sender.send(`http://127.0.0.1:${gone.port}/hook`, '{}', {})).toEqual({ ok: false, error: 'CONNECTION' });
    expect(await sender.send('gopher://x', '{}', {})).toEqual({ ok: false, error: 'BAD_URL' });
  });
});
