import { formatStockholm, parseInstant } from '../../shared/stockholm-time';
import type { ConsignmentDocument, PickupFields } from './consignment-document';

/** A time as answers show it: Stockholm wall time with that moment's offset; unreadable text as it was stored. */
const present = (value: string | undefined) => {
  if (typeof value !== 'string') return value;
  const instant = parseInstant(value);
  return instant ? formatStockholm(instant) : value;
};

/** The document as answers show it: pickup times in Stockholm time with the right offset. */
export function presentConsignment<T extends Pick<ConsignmentDocument, 'transportProduct'>>(document: T): T {
  const pickup = document.transportProduct?.pickup as PickupFields | undefined;
  if (!pickup || (pickup.earliest === undefined && pickup.latest === undefined)) return document;
  const shown: PickupFields = { ...pickup };
  if (pickup.earliest !== undefined) shown.earliest = present(pickup.earliest);
  if (pickup.latest !== undefined) shown.latest = present(pickup.latest);
  return { ...document, transportProduct: { ...document.transportProduct, pickup: shown } };
}
