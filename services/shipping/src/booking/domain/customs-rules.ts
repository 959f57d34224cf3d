import type { ConsignmentDocument } from '../../consignments/domain/consignment-document';
import { needsCustoms } from '../../documents/domain/customs-declaration';
import type { Reason } from '../../shared/freight/freight.types';
import { partOf } from './parties';

/**
 * Whether the consignment leaves the EU customs territory. The consignee's country decides, as it does for
 * the customs screen and the printed invoice, so booking never asks for a document that screen refuses.
 */
export const leavesCustomsTerritory = (document: Pick<ConsignmentDocument, 'part'>): boolean =>
  needsCustoms(partOf(document, 'consignee')?.address?.countrycode);

/** Issue 14: a consignment leaving the EU customs territory is booked only with a customs document of at least one goods line. */
export function checkCustoms(document: Pick<ConsignmentDocument, 'part'>, customsLines: number): Reason[] {
  return leavesCustomsTerritory(document) && customsLines < 1 ? [{ code: 'CUSTOMS.REQUIRED' }] : [];
}
