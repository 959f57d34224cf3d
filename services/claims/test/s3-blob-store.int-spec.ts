import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { parseS3Url, S3_PIECE_BYTES, S3BlobStore, signV4 } from '../src/attachments/s3-blob-store';

// s3rver: an S3-compatible server in this process (as smtp-server stands in for a mail relay). It does not check
// SigV4 signatures, so the signer is checked against AWS's own example below.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => { run(): Promise<{ port: number }>; close(): Promise<void> };

/** The S3 adapter of the BlobStore port against an S3-compatible server: bytes in and out in pieces, deletes, bad keys. */
describe(S3BlobStore.name, () => {
  const BUCKET = 'frakt-claims';
  let server: InstanceType<typeof S3rver>;
  let directory = '';
  let url = '';

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 's3rver-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
    const { port } = await server.run();
    url = `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/${BUCKET}/attachments?region=eu-north-1`;
  });

  afterAll(async () => {
    await server?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const read = async (stream: Readable) => {
    const parts: Buffer[] = [];
    for await (const part of stream) parts.push(part as Buffer);
    return Buffer.concat(parts);
  };
  async function* pieces(bytes: Buffer, size: number) {
    for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
  }

  it('reads the URL: endpoint, bucket, prefix, region and credentials', () => {
    expect(parseS3Url('s3+https://AK%2F1:se%40cret@s3.example.se/bucket/a/b?region=eu-north-1')).toEqual({
      endpoint: 'https://s3.example.se',
      bucket: 'bucket',
      region: 'eu-north-1',
      accessKeyId: 'AK/1',
      secretAccessKey: 'se@cret',
      prefix: 'a/b/',
    });
    for (const bad of ['s3://k:s@h/b', 's3+https://h/b', 's3+https://k:s@h/', 'not a url']) expect(parseS3Url(bad)).toBeUndefined();
  });

  it('stores a blob in pieces and streams it back byte for byte, then deletes every piece', async () => {
    const store = new S3BlobStore(parseS3Url(url)!);
    const id = randomUUID();
    const bytes = randomBytes(2 * S3_PIECE_BYTES + 12345);
    expect(await store.put(id, pieces(bytes, 64 * 1024 + 7))).toBe(bytes.length);
    expect((await read(store.open(id))).equals(bytes)).toBe(true);
    await store.delete([id]);
    expect((await read(store.open(id))).length).toBe(0);
  });

  it('keeps nothing of a blob whose source fails midway', async () => {
    const store = new S3BlobStore(parseS3Url(url)!);
    const id = randomUUID();
    async function* failing() {
      yield randomBytes(S3_PIECE_BYTES + 10);
      throw new Error('client went away');
    }
    await expect(store.put(id, failing())).rejects.toThrow('client went away');
    expect((await read(store.open(id))).length).toBe(0);
  });

  it('signs as AWS documents it (Signature Version 4, the GET Bucket example)', () => {
    const signed = signV4({
      method: 'GET',
      host: 'examplebucket.s3.amazonaws.com',
      path: '/',
      query: { 'max-keys': '2', prefix: 'J' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      at: new Date('2013-05-24T00:00:00Z'),
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(signed.query).toBe('max-keys=2&prefix=J');
    expect(signed.headers.Authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });
});
