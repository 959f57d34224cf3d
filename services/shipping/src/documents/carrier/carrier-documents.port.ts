import type { EntityManager } from 'typeorm';

export interface CarrierDocumentUpload {
  carrierCode: number;
  /** The consignment's reference at the carrier: its number once booked, else its id. */
  shipmentReference: string;
  fileName: string;
  /** The file, chunk by chunk, already bounded and type-checked by the caller; never held whole. */
  content: AsyncIterable<Buffer>;
}

export interface CarrierDocumentReceipt {
  /** The carrier's id for the document, quoted when the shipment is handed over. */
  documentId: string;
  size: number;
  sha256: string;
}

/**
 * The carrier's paperless document API (the express carrier's "paperless invoice" upload): the outer edge.
 * Takes the caller's transaction so a local implementation can store with the record; a remote one ignores it.
 */
export abstract class CarrierDocuments {
  abstract upload(manager: EntityManager, upload: CarrierDocumentUpload): Promise<CarrierDocumentReceipt>;
}
