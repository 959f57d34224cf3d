import type { TrackedEvent } from '../tracking/carrier-tracking.port';
import { list, obj, str } from '../tracking/tracking-answer';

const ISO_WITH_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The Track And Trace Boxes answer: every parcel's Events, oldest first; the event's Name is Schenker's event code
 * (ENT, COL, DLV…, read through SCHENKER_CODES), its Location's Name the place. An EventDate without an offset is
 * left out rather than placed at a guessed instant.
 */
export function fromSchenkerTrack(body: unknown): TrackedEvent[] {
  const events: TrackedEvent[] = [];
  for (const parcel of list(body))
    for (const raw of list(obj(parcel)?.Events)) {
      const event = obj(raw);
      const at = str(event?.EventDate);
      if (!ISO_WITH_ZONE.test(at) || Number.isNaN(Date.parse(at))) continue;
      events.push({
        code: str(event?.Name),
        occurredAt: new Date(at).toISOString(),
        location: str(obj(event?.Location)?.Name),
        description: str(event?.Description) || str(event?.DisplayName),
      });
    }
  return events.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
}
