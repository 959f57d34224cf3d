import type { ConsignmentDocument } from '../domain/consignment-document';

/**
 * A chosen pickup point checked with its carrier when a consignment is saved. The pickup-points slice
 * implements it (AccessPoints), so consignments never import pickup-points and the two have no cycle.
 */
export abstract class ConsignmentAccessPoints {
  /** The document with its pickup point as the carrier describes it; 400 naming the part when refused. */
  abstract checked<T extends Pick<ConsignmentDocument, 'part' | 'templateName' | 'transportProduct'>>(document: T): Promise<T>;
}
