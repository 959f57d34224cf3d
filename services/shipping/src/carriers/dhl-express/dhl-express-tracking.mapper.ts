import type { TrackedEvent } from '../tracking/carrier-tracking.port';
import { list, obj, str } from '../tracking/tracking-answer';

const ISO_WITH_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The unified API's answer: every shipment's events, oldest first. For express the event's `status` is the
 * checkpoint code (PU, WC, OK…); its `statusCode` (pre-transit, transit, delivered, failure) is the fallback.
 * A timestamp without an offset is DHL's local time of the place, which the API does not name: such an event is
 * left out rather than placed at a guessed instant.
 */
export function fromDhlExpressTrack(body: unknown): TrackedEvent[] {
  const events: TrackedEvent[] = [];
  for (const shipment of list(obj(body)?.shipments))
    for (const raw of list(obj(shipment)?.events)) {
      const event = obj(raw);
      const timestamp = str(event?.timestamp);
      if (!ISO_WITH_ZONE.test(timestamp)) continue;
      events.push({
        code: str(event?.status) || str(event?.statusCode),
        occurredAt: timestamp,
        location: str(obj(obj(event?.location)?.address)?.addressLocality),
        description: str(event?.description),
      });
    }
  return events.sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));
}
