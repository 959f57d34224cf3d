import { parseInstant } from '../../shared/stockholm-time';
import type { TrackedEvent } from '../tracking/carrier-tracking.port';
import { list, obj, str } from '../tracking/tracking-answer';

/** Statuses that say too little on their own: the event code says what happened (collected, out for delivery). */
const COARSE = new Set(['EN_ROUTE', 'OTHER']);

/**
 * PostNord's track and trace answer: every item's events, oldest first. eventTime is Stockholm wall time
 * without an offset. The code is the event's status, or its event code where the status is coarse.
 */
export function fromPostNordTrack(body: unknown): TrackedEvent[] {
  const events: TrackedEvent[] = [];
  for (const shipment of list(obj(obj(body)?.TrackingInformationResponse)?.shipments))
    for (const item of list(obj(shipment)?.items))
      for (const raw of list(obj(item)?.events)) {
        const event = obj(raw);
        const at = parseInstant(str(event?.eventTime));
        if (!at) continue;
        const status = str(event?.status);
        const location = obj(event?.location);
        events.push({
          code: COARSE.has(status) && str(event?.eventCode) ? str(event?.eventCode) : status || str(event?.eventCode),
          occurredAt: at.toISOString(),
          location: str(location?.displayName) || str(location?.city),
          description: str(event?.eventDescription),
        });
      }
  return events.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
}
