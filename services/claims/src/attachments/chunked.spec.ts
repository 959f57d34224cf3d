import { writeChunked } from './chunked';

describe(writeChunked.name, () => {
  async function* source(...parts: string[]) {
    for (const part of parts) yield Buffer.from(part);
  }

  it('cuts any input into pieces of the size, the last one shorter, in order', async () => {
    const written: string[] = [];
    const total = await writeChunked(source('ab', 'cdefg', '', 'h', 'ijklmnopq'), 4, async (piece, seq) => {
      written.push(`${seq}:${piece.toString()}`);
    });
    expect(total).toBe(17);
    expect(written).toEqual(['0:abcd', '1:efgh', '2:ijkl', '3:mnop', '4:q']);
  });

  it('writes nothing for an empty input and passes a failure of the source through', async () => {
    const written: Buffer[] = [];
    expect(await writeChunked(source(), 4, async (piece) => void written.push(piece))).toBe(0);
    expect(written).toEqual([]);
    async function* failing() {
      yield Buffer.from('abcdef');
      throw new Error('gone');
    }
    await expect(writeChunked(failing(), 4, async () => undefined)).rejects.toThrow('gone');
  });
});
