/** Step 3's pickup date and times (spec 4 and 9, issue 29): a window a carrier can serve, sent with Stockholm's offset. */
import { correctPickupWindow, type PickupWindow, BUSINESS_TIME_ZONE } from '@freight/reference-data';
import { formatDay } from '../format/dates';
import type { PickupDraft } from './completion';

const pad = (value: number) => String(value).padStart(2, '0');

/** Today as YYYY-MM-DD in the browser's own calendar. */
export const todayIso = (now = new Date()) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/**
 * The window as it will be booked at `now` (issue 29, the server's rule from @freight/reference-data): never in
 * the past, on a working day before the product's cut-off (`cutoff`, its pickupTime), an hour long at least.
 * The instruction is kept.
 */
export const correctPickup = (pickup: PickupDraft, now = new Date(), cutoff?: string): PickupDraft => ({
  ...pickup,
  ...correctPickupWindow(pickup, now, cutoff),
});

/** Whether booking at `now` would change the window asked for. */
export const pickupMoves = (pickup: Pick<PickupWindow, 'date' | 'earliest' | 'latest'>, now = new Date(), cutoff?: string) => {
  const booked = correctPickupWindow(pickup, now, cutoff);
  return booked.date !== pickup.date || booked.earliest !== pickup.earliest || booked.latest !== pickup.latest ? booked : undefined;
};

/** "fre 27 nov 09:00–16:00" / "Fri 27 Nov 09:00–16:00": a window as the member reads it. */
export const windowText = (window: PickupWindow, language: string | undefined) =>
  `${formatDay(window.date, language)} ${window.earliest}–${window.latest}`;

const STOCKHOLM = BUSINESS_TIME_ZONE;

/** The wall clock of an instant in Stockholm, as epoch milliseconds read as if UTC. */
const stockholmWallClock = (instant: Date): number => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: STOCKHOLM,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
};

/** Stockholm's UTC offset ("+01:00" in winter, "+02:00" in summer) on that date at that time. */
export const stockholmOffset = (date: string, time: string): string => {
  const asUtc = new Date(`${date}T${time}:00Z`);
  if (Number.isNaN(asUtc.getTime())) return '+01:00';
  const minutes = Math.round((stockholmWallClock(asUtc) - asUtc.getTime()) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
};

/**
 * A pickup time as the server takes it: zero seconds and Stockholm's real offset for that day. The spec's
 * fixed +02:00 was the old client's workaround and put winter pickups an hour off (architecture: accept any
 * offset, answer with the correct Stockholm one).
 */
export const pickupStamp = (date: string, time: string) => (date && time ? `${date}T${time}:00${stockholmOffset(date, time)}` : undefined);

/**
 * The HH:mm of a pickup time from the server, on Stockholm's clock. The server answers with Stockholm's
 * offset, so a full date-time is converted through its instant (right whatever offset it carries); a bare
 * time is read as written.
 */
export const pickupTimeFromServer = (value: unknown): string => {
  if (typeof value !== 'string') return '';
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) && /(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
    const instant = new Date(text);
    if (!Number.isNaN(instant.getTime())) {
      const wall = new Date(stockholmWallClock(instant));
      return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
    }
  }
  const match = /T?(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  return match ? `${match[1]}:${match[2]}` : '';
};
