import { findCarrier } from '@freight/reference-data';
import type { ConsignmentDocument } from '../../consignments/domain/consignment-document';
import { needsCustoms } from './customs-declaration';
import { customsNotRequired, paperlessNotOffered } from './document.errors';

/** Paperless customs: only for a consignment leaving the EU with the one carrier that takes documents electronically. */
export function assertPaperlessOffered(document: ConsignmentDocument, carrierCode: number | null): number {
  const destination = document.part.find((p) => p.role === 'consignee')?.address.countrycode;
  if (!needsCustoms(destination)) throw customsNotRequired();
  if (carrierCode === null || !findCarrier(carrierCode)?.paperlessCustoms) throw paperlessNotOffered();
  return carrierCode;
}
