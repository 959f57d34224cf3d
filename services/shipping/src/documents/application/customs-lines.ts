import type { EntityManager } from 'typeorm';
import { customsLineCount as countLines } from '../database/customs.repository';

/**
 * The number of goods lines of the consignment's saved customs document (0 when it has none): booking prices
 * customs clearance per line. The consignment_customs table stays the documents slice's.
 */
export function customsLineCount(manager: EntityManager, consignmentId: string): Promise<number> {
  return countLines(manager, consignmentId);
}
