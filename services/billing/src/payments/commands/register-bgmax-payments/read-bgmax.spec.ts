import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DomainError } from '@freight/kernel';
import { BGMAX_MAX_BYTES, readBgMax } from './register-bgmax-payments.handler';

const sample = readFileSync(join(__dirname, '../../../../test/fixtures/bgmax-sample.txt'));

async function* chunks(bytes: Buffer, size: number): AsyncIterable<Buffer> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

describe(readBgMax.name, () => {
  it('reads an upload in chunks as the whole text, with the same digest', async () => {
    const text = sample.toString('utf8');
    const whole = await readBgMax(text);
    // Chunks of 3 bytes cut the fixture's Latin-1 letters' UTF-8 replacement apart as an upload would.
    for (const size of [3, 64, 65_536]) expect(await readBgMax(chunks(sample, size))).toEqual(whole);
    expect(whole.source).toBe(createHash('sha256').update(text).digest('hex'));
  });

  it('refuses an upload past the limit as soon as it passes it', async () => {
    let read = 0;
    async function* endless(): AsyncIterable<Buffer> {
      const opening = sample.subarray(0, sample.indexOf('\n') + 1);
      yield opening;
      const record = Buffer.from(`${'25'.padEnd(80)}\r\n`);
      for (;;) {
        read += record.length;
        yield record;
      }
    }
    const refused = await readBgMax(endless()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ kind: 'too_large', code: 'VALIDATION.FILE_TOO_LARGE' });
    expect(read).toBeLessThanOrEqual(BGMAX_MAX_BYTES);
  });

  it('answers a broken file as an invalid BgMax file', async () => {
    await expect(readBgMax(chunks(Buffer.from('%PDF-1.7\n'), 2))).rejects.toMatchObject({ kind: 'invalid', code: 'BILL.BGMAX_INVALID' });
  });
});
