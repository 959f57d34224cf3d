import type { ConsignmentDocument } from './consignment-document';

/** A consignment as other slices (orders, booking, documents) see it: ConsignmentEntity is its row. */
export interface Consignment {
  readonly id: string;
  readonly customerId: number;
  /** The carrier's number; null until booked. */
  readonly consignmentNo: string | null;
  readonly templateName: string | null;
  readonly temporary: boolean;
  readonly document: ConsignmentDocument;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}
