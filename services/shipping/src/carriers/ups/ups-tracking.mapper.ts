import type { TrackedEvent } from '../tracking/carrier-tracking.port';
import { list, obj, str } from '../tracking/tracking-answer';

/**
 * UPS's track answer: the activities of every package, oldest first. The instant is UPS's GMT date and time
 * (gmtDate YYYYMMDD, gmtTime HH:MM:SS); the local date and time lack an offset. The code is the activity's
 * status type (M, P, I, O, D, X, RS, MV), else its status code.
 */
export function fromUpsTrack(body: unknown): TrackedEvent[] {
  const events: TrackedEvent[] = [];
  for (const shipment of list(obj(obj(body)?.trackResponse)?.shipment))
    for (const pkg of list(obj(shipment)?.package))
      for (const raw of list(obj(pkg)?.activity)) {
        const activity = obj(raw);
        const status = obj(activity?.status);
        const date = /^(\d{4})(\d{2})(\d{2})$/.exec(str(activity?.gmtDate));
        const time = /^(\d{2}):?(\d{2}):?(\d{2})$/.exec(str(activity?.gmtTime));
        if (!date || !time) continue;
        const address = obj(obj(activity?.location)?.address);
        events.push({
          code: str(status?.type) || str(status?.code),
          occurredAt: `${date[1]}-${date[2]}-${date[3]}T${time[1]}:${time[2]}:${time[3]}Z`,
          location: [str(address?.city), str(address?.countryCode)].filter(Boolean).join(', '),
          description: str(status?.description),
        });
      }
  return events.sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
}
