import { InProcessTransport } from './in-process.transport';
import { TransportMessage } from './event-transport';

const message = (topic: string, key: string): TransportMessage => ({ topic, key, value: Buffer.from(key), headers: {} });

describe(InProcessTransport.name, () => {
  it('delivers each message to every subscribed group', async () => {
    const transport = new InProcessTransport();
    const a: string[] = [];
    const b: string[] = [];
    await transport.subscribe('a', ['t'], async (m) => void a.push(m.key));
    await transport.subscribe('b', ['t'], async (m) => void b.push(m.key));
    await transport.publish([message('t', '1'), message('other', 'x'), message('t', '2')]);
    expect(a).toEqual(['1', '2']);
    expect(b).toEqual(['1', '2']);
  });

  it('gives a group that subscribes late what was published before it, then the rest', async () => {
    const transport = new InProcessTransport();
    await transport.publish([message('t', 'early')]);
    const seen: string[] = [];
    await transport.subscribe('late', ['t'], async (m) => void seen.push(m.key));
    await transport.publish([message('t', 'later')]);
    expect(seen).toEqual(['early', 'later']);
  });

  it('keeps only the newest messages per topic for late groups', async () => {
    const transport = new InProcessTransport(2);
    await transport.publish([message('t', '1'), message('t', '2'), message('t', '3')]);
    const seen: string[] = [];
    await transport.subscribe('late', ['t'], async (m) => void seen.push(m.key));
    expect(seen).toEqual(['2', '3']);
  });

  it('fails the publish when a subscriber fails, so the relay retries it', async () => {
    const transport = new InProcessTransport();
    await transport.subscribe('broken', ['t'], async () => {
      throw new Error('consumer down');
    });
    await expect(transport.publish([message('t', '1')])).rejects.toThrow('consumer down');
  });
});
