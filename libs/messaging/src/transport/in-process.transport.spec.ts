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

describe(`${InProcessTransport.name} with a chunk handler`, () => {
  /** Subscribes `group` with a chunk handler that notes the keys of every chunk it is handed. */
  async function chunked(
    transport: InProcessTransport,
    group: string,
    topics: string[],
    handle: (keys: string[]) => Promise<void> = async () => undefined,
  ) {
    const chunks: string[][] = [];
    const oneByOne = jest.fn();
    await transport.subscribe(group, topics, oneByOne, {
      chunk: async (messages) => {
        chunks.push(messages.map((m) => m.key));
        await handle(messages.map((m) => m.key));
      },
    });
    return { chunks, oneByOne };
  }

  it("hands a publish call's messages of a topic over as one chunk, in publish order, whatever their keys", async () => {
    const transport = new InProcessTransport();
    const { chunks, oneByOne } = await chunked(transport, 'g', ['t', 'u']);
    const single: string[] = [];
    await transport.subscribe('plain', ['t'], async (m) => void single.push(m.key));
    await transport.publish([message('t', '1'), message('u', 'x'), message('t', '2'), message('other', 'y'), message('t', '1')]);
    await transport.publish([message('t', '3')]);
    expect(chunks).toEqual([['1', '2', '1'], ['x'], ['3']]);
    expect(oneByOne).not.toHaveBeenCalled();
    // A group without a chunk handler still gets them one by one.
    expect(single).toEqual(['1', '2', '1', '3']);
  });

  it('cuts a long run into chunks of the chunk size', async () => {
    const transport = new InProcessTransport(10_000, 2);
    const { chunks } = await chunked(transport, 'g', ['t']);
    await transport.publish(['1', '2', '3', '4', '5'].map((key) => message('t', key)));
    expect(chunks).toEqual([['1', '2'], ['3', '4'], ['5']]);
  });

  it('resolves the publish only once every group has handled its chunk', async () => {
    const transport = new InProcessTransport();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { chunks } = await chunked(transport, 'slow', ['t'], () => gate);
    let published = false;
    const publishing = transport.publish([message('t', '1')]).then(() => (published = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual([['1']]);
    expect(published).toBe(false);
    release();
    await publishing;
    expect(published).toBe(true);
  });

  it('fails the publish when a chunk handler fails, so the relay retries it', async () => {
    const transport = new InProcessTransport();
    await chunked(transport, 'broken', ['t'], async () => {
      throw new Error('consumer down');
    });
    await expect(transport.publish([message('t', '1'), message('t', '2')])).rejects.toThrow('consumer down');
  });

  it('replays what was published before a late group subscribed as chunks, then the rest', async () => {
    const transport = new InProcessTransport(10_000, 2);
    await transport.publish(['1', '2', '3'].map((key) => message('t', key)));
    const { chunks } = await chunked(transport, 'late', ['t']);
    await transport.publish([message('t', '4')]);
    expect(chunks).toEqual([['1', '2'], ['3'], ['4']]);
  });

  it('gives a late group what is published while it replays, once, after what came before', async () => {
    const transport = new InProcessTransport();
    await transport.publish([message('t', '1')]);
    const published: Promise<void>[] = [];
    const { chunks } = await chunked(transport, 'late', ['t'], async (keys) => {
      // A relay publishing while the group is still taking the log.
      if (keys.includes('1')) published.push(transport.publish([message('t', '2')]));
    });
    await Promise.all(published);
    await transport.publish([message('t', '3')]);
    expect(chunks).toEqual([['1'], ['2'], ['3']]);
  });
});
