import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CarrierDocumentReceipt, CarrierDocuments, CarrierDocumentUpload } from './carrier-documents.port';

/**
 * Stands in for the carrier's document API: keeps each file in PostgreSQL chunk by chunk, as it arrives,
 * and answers a document id the way the carrier would. Swap for an HTTP adapter to reach the real one.
 */
@Injectable()
export class LocalCarrierDocuments extends CarrierDocuments {
  async upload(manager: EntityManager, { carrierCode, content }: CarrierDocumentUpload): Promise<CarrierDocumentReceipt> {
    const documentId = `${carrierCode}-${randomUUID()}`;
    const hash = createHash('sha256');
    let size = 0;
    let seq = 0;
    for await (const chunk of content) {
      hash.update(chunk);
      size += chunk.length;
      await manager.query('INSERT INTO local_carrier_document_chunks (carrier_document_id, seq, data) VALUES ($1, $2, $3)', [
        documentId,
        seq++,
        chunk,
      ]);
    }
    return { documentId, size, sha256: hash.digest('hex') };
  }
}
