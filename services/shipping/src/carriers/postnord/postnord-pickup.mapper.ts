import { fromStockholmWallTime, toUtcText } from '../../shared/stockholm-time';
import type { CarrierPickup } from '../carrier-shipment';
import type { PostNordPickupBookingResponse, PostNordPickupIdInfo } from './postnord.schemas';

/** A Stockholm wall time of the pickup day as PostNord's UTC date-time: `2026-12-01T07:00:00Z`. */
function pickupInstant(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return toUtcText(fromStockholmWallTime(year, month, day, hour, minute));
}

/**
 * PostNord's "Book Pickup by item ID" (`POST /rest/shipment/v3/pickups/ids`): one entry per item the EDI booking
 * gave an id, each with the day's window. PostNord's plain `/v3/pickups` takes only collection requests
 * (a pickup abroad or away from the consignor's country); a domestic pickup of booked items goes by their ids.
 */
export function toPostNordPickupRequest(pickup: CarrierPickup): PostNordPickupIdInfo[] {
  const earliestPickupDate = pickupInstant(pickup.date, pickup.readyTime);
  const latestPickupDate = pickupInstant(pickup.date, pickup.closeTime);
  return pickup.trackingNumbers.map((itemId) => ({ itemId, earliestPickupDate, latestPickupDate }));
}

/**
 * The pickup's booking id when PostNord took every item (its confirmation number), else null: an item PostNord
 * answered FAIL for would not be collected, so the pickup is not confirmed.
 */
export function pickupBookingIdOf(answer: PostNordPickupBookingResponse | undefined): string | null {
  const items = answer?.idInformation ?? [];
  if (!answer?.bookingId || items.some((i) => i.status === 'FAIL')) return null;
  return answer.bookingId;
}
