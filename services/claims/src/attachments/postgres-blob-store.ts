import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { BlobStore } from './blob-store.port';

/** A chunk row's size: small enough that a write or a read holds little, large enough that a 10 MB file is 40 rows. */
export const BLOB_CHUNK_BYTES = 256 * 1024;

/**
 * BlobStore in the claims schema: one `bytea` row per chunk (blob_chunks). Each chunk is its own statement
 * outside any transaction, so a slow upload holds no connection between chunks; a failed one deletes what it wrote.
 */
@Injectable()
export class PostgresBlobStore implements BlobStore {
  constructor(private readonly tx: TransactionHost) {}

  async put(id: string, source: AsyncIterable<Buffer>): Promise<number> {
    let seq = 0;
    let size = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async (upTo: number) => {
      const all = pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes);
      let offset = 0;
      while (all.length - offset >= upTo && all.length - offset > 0) {
        const piece = all.subarray(offset, offset + BLOB_CHUNK_BYTES);
        await this.tx.dataSource.query('INSERT INTO blob_chunks (blob_id, seq, data) VALUES ($1, $2, $3)', [id, seq++, piece]);
        offset += piece.length;
      }
      pending = offset < all.length ? [all.subarray(offset)] : [];
      pendingBytes = all.length - offset;
    };
    try {
      for await (const chunk of source) {
        size += chunk.length;
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= BLOB_CHUNK_BYTES) await flush(BLOB_CHUNK_BYTES);
      }
      if (pendingBytes > 0) await flush(1);
      return size;
    } catch (error) {
      await this.delete([id]).catch(() => undefined);
      throw error;
    }
  }

  open(id: string): Readable {
    const dataSource = this.tx.dataSource;
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let seq = 0; ; seq++) {
        const rows: { data: Buffer }[] = await dataSource.query('SELECT data FROM blob_chunks WHERE blob_id = $1 AND seq = $2', [id, seq]);
        if (!rows.length) return;
        yield rows[0].data;
      }
    }
    return Readable.from(chunks(), { objectMode: false, highWaterMark: BLOB_CHUNK_BYTES });
  }

  async delete(ids: readonly string[]): Promise<void> {
    if (ids.length) await this.tx.manager.query('DELETE FROM blob_chunks WHERE blob_id = ANY($1::uuid[])', [ids]);
  }
}
