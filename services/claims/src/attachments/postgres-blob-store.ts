import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';
import { BlobStore } from './blob-store.port';
import { writeChunked } from './chunked';

/**
 * A chunk row's size. Reads come back as hex text (twice the bytes): under V8's large-object size (128 kB) those
 * strings die young in the new space instead of piling up in the large-object space until a full GC.
 */
export const BLOB_CHUNK_BYTES = 60 * 1024;

/**
 * BlobStore in the claims schema: one `bytea` row per chunk (blob_chunks). Each chunk is its own statement
 * outside any transaction, so a slow upload holds no connection between chunks; a failed one deletes what it wrote.
 */
@Injectable()
export class PostgresBlobStore implements BlobStore {
  constructor(private readonly tx: TransactionHost) {}

  async put(id: string, source: AsyncIterable<Buffer>): Promise<number> {
    try {
      return await writeChunked(source, BLOB_CHUNK_BYTES, async (piece, seq) => {
        // The driver copies the piece into its message before the insert resolves, so the buffer may be refilled.
        await this.tx.dataSource.query('INSERT INTO blob_chunks (blob_id, seq, data) VALUES ($1, $2, $3)', [id, seq, piece]);
      });
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
