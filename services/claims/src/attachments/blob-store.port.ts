import type { Readable } from 'node:stream';

/** Where attachment bytes live. Callers stream in and out; no adapter may hold a whole file in memory. */
export interface BlobStore {
  /** Stores the bytes of `source` under `id` in order and answers their count; whatever `source` throws, nothing is kept. */
  put(id: string, source: AsyncIterable<Buffer>): Promise<number>;
  /** The bytes of a stored blob, read as they are sent. */
  open(id: string): Readable;
  delete(ids: readonly string[]): Promise<void>;
}

export const BLOB_STORE = Symbol('BlobStore');
