import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import { BlobStore } from './blob-store.port';
import { writeChunked } from './chunked';

/** Object size in the bucket: one upload holds one piece at a time; a 10 MB file is ten objects. */
export const S3_PIECE_BYTES = 1024 * 1024;

export interface S3Location {
  /** http(s)://host:port of the S3-compatible service (path-style addressing). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket. */
  prefix: string;
}

/**
 * BLOB_STORE_URL `s3+https://KEY:SECRET@host[:port]/bucket[/prefix]?region=eu-north-1` (`s3+http` for a local
 * service). Key and secret are percent-encoded. Undefined when the URL is not of that form.
 */
export function parseS3Url(raw: string): S3Location | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 's3+https:' && url.protocol !== 's3+http:') return undefined;
  const [bucket, ...prefix] = url.pathname.split('/').filter(Boolean);
  if (!bucket || !url.username || !url.password) return undefined;
  return {
    endpoint: `${url.protocol === 's3+https:' ? 'https' : 'http'}://${url.host}`,
    bucket,
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
    prefix: prefix.length ? `${prefix.join('/')}/` : '',
  };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const encode = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * BlobStore in an S3-compatible bucket, for the distributed mode: each blob is a run of objects `<prefix><id>/<n>`
 * of S3_PIECE_BYTES, written and read one at a time (requests signed with AWS Signature Version 4), so neither
 * side holds a whole file.
 */
export class S3BlobStore implements BlobStore {
  constructor(private readonly s3: S3Location) {}

  async put(id: string, source: AsyncIterable<Buffer>): Promise<number> {
    try {
      return await writeChunked(source, S3_PIECE_BYTES, async (piece, seq) => {
        // fetch has sent the body once the answer arrives, so the piece may be refilled after this resolves.
        const response = await this.request('PUT', this.key(id, seq), {}, piece);
        if (!response.ok) throw new Error(`S3 PUT ${response.status}`);
      });
    } catch (error) {
      await this.delete([id]).catch(() => undefined);
      throw error;
    }
  }

  open(id: string): Readable {
    const pieces = async function* (store: S3BlobStore): AsyncGenerator<Buffer> {
      for (let seq = 0; ; seq++) {
        const response = await store.request('GET', store.key(id, seq));
        if (response.status === 404) return;
        if (!response.ok) throw new Error(`S3 GET ${response.status}`);
        yield Buffer.from(await response.arrayBuffer());
      }
    };
    return Readable.from(pieces(this), { objectMode: false });
  }

  async delete(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      for (const key of await this.keys(`${this.s3.prefix}${id}/`)) {
        const response = await this.request('DELETE', key);
        if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${response.status}`);
      }
    }
  }

  private key(id: string, seq: number): string {
    return `${this.s3.prefix}${id}/${seq}`;
  }

  private async keys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const query: Record<string, string> = { 'list-type': '2', prefix, ...(token ? { 'continuation-token': token } : {}) };
      const response = await this.request('GET', undefined, query);
      if (!response.ok) throw new Error(`S3 LIST ${response.status}`);
      const xml = await response.text();
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(unescapeXml(match[1]));
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? unescapeXml(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '') || undefined
        : undefined;
    } while (token);
    return keys;
  }

  /** One request to the bucket (or to an object when `key` is given), signed with SigV4. */
  private request(method: string, key?: string, query: Record<string, string> = {}, body?: Buffer): Promise<Response> {
    const path = `/${encode(this.s3.bucket)}${key === undefined ? '' : `/${key.split('/').map(encode).join('/')}`}`;
    const host = new URL(this.s3.endpoint).host;
    const payloadHash = sha256(body ?? '');
    const signed = signV4({
      method,
      host,
      path,
      query,
      payloadHash,
      at: new Date(),
      region: this.s3.region,
      accessKeyId: this.s3.accessKeyId,
      secretAccessKey: this.s3.secretAccessKey,
    });
    return fetch(`${this.s3.endpoint}${path}${signed.query ? `?${signed.query}` : ''}`, { method, headers: signed.headers, body });
  }
}

export interface SignV4Request {
  method: string;
  host: string;
  /** Already URI-encoded. */
  path: string;
  query: Record<string, string>;
  payloadHash: string;
  at: Date;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** AWS Signature Version 4 for S3 with the host, payload hash and date headers signed: the headers to send and the canonical query. */
export function signV4(r: SignV4Request): { headers: Record<string, string>; query: string } {
  const amzDate = r.at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const query = Object.keys(r.query)
    .sort()
    .map((name) => `${encode(name)}=${encode(r.query[name])}`)
    .join('&');
  const headers: Record<string, string> = { host: r.host, 'x-amz-content-sha256': r.payloadHash, 'x-amz-date': amzDate };
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonical = [r.method, r.path, query, ...names.map((h) => `${h}:${headers[h]}`), '', signedHeaders, r.payloadHash].join('\n');
  const scope = `${day}/${r.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${r.secretAccessKey}`, day), r.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    headers: {
      ...sent,
      Authorization: `AWS4-HMAC-SHA256 Credential=${r.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    },
    query,
  };
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
