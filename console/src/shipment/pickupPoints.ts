/**
 * The pickup-point finder of step 3 (spec 2.8): for a product with `locationFinder` (PostNord's service
 * points, UPS Access Points) the member chooses where the receiver collects the parcel. The choice travels
 * with the consignment as its `accessPoint` part: address.id is the carrier's id of the point.
 */
import type { Schema } from '../api/types';

/** One point as GET /api/freightservice/pickuppoints/{templateName} answers it; the map position is not shown. */
export type PickupPoint = Omit<Schema<'PickupPoint'>, 'latitude' | 'longitude'>;
export type OpeningHours = PickupPoint['openingHours'][number];

/** What the draft keeps of the chosen point: enough to show it and to send it. */
export interface AccessPointChoice {
  id: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  countrycode: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const record = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

export const normalizePickupPoints = (raw: unknown): PickupPoint[] => {
  const points = record(raw).points;
  return (Array.isArray(points) ? points : [])
    .map(record)
    .filter((p) => text(p.id) !== '')
    .map((p) => ({
      id: text(p.id),
      supplierId: Number(p.supplierId),
      supplier: text(p.supplier),
      type: p.type === 'parcelLocker' ? 'parcelLocker' : 'servicePoint',
      name: text(p.name),
      street: text(p.street),
      postcode: text(p.postcode),
      city: text(p.city),
      countrycode: text(p.countrycode) || 'SE',
      distanceMetres: Number(p.distanceMetres) || 0,
      openingHours: (Array.isArray(p.openingHours) ? p.openingHours : []).map(record).map((h) => ({
        weekday: Number(h.weekday),
        opens: text(h.opens),
        closes: text(h.closes),
      })),
    }));
};

export const choiceOf = (point: PickupPoint): AccessPointChoice => ({
  id: point.id,
  name: point.name,
  street: point.street,
  postcode: point.postcode,
  city: point.city,
  countrycode: point.countrycode,
});

/** A product whose consignee collects at a pickup point the member chooses. */
export const offersPickupPoints = (product: { locationFinder?: boolean; locationFinderUPS?: boolean } | undefined) =>
  !!product && (product.locationFinder === true || product.locationFinderUPS === true);

/** The consignment's part for the choice (the server replaces name and address with the carrier's own). */
export const accessPointServerPart = (choice: AccessPointChoice) => ({
  role: 'accessPoint' as const,
  address: {
    id: choice.id,
    name: choice.name,
    addressLine: [choice.street, ''] as [string, string],
    postcode: choice.postcode,
    city: choice.city,
    countrycode: choice.countrycode,
  },
});

/** The chosen point of a saved consignment (the send list's "Visa", the booked order). */
export const accessPointOf = (
  parts: readonly { role?: string; address?: Partial<Record<string, unknown>> }[] | undefined,
): AccessPointChoice | undefined => {
  const address = parts?.find((part) => part.role === 'accessPoint')?.address;
  if (!address || text(address.id) === '') return undefined;
  return {
    id: text(address.id),
    name: text(address.name),
    street: Array.isArray(address.addressLine) ? text(address.addressLine[0]) : '',
    postcode: text(address.postcode),
    city: text(address.city),
    countrycode: text(address.countrycode) || 'SE',
  };
};

/** "450 m", "1,2 km" (sv) / "1.2 km" (en). */
export const formatDistance = (metres: number, locale: string) => {
  if (metres < 1000) return `${Math.round(metres / 10) * 10}\u00a0m`;
  const km = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'sv-SE', { maximumFractionDigits: 1 }).format(metres / 1000);
  return `${km}\u00a0km`;
};

/** Days with the same hours in a row, as one line each: "mån–fre 06:30–22:00", "lör–sön 08:00–22:00"; every day alike: "alla dagar …". */
export const formatOpeningHours = (
  hours: readonly OpeningHours[],
  dayNames: readonly string[],
  everyDay: string,
  roundTheClock: string,
) => {
  const sorted = [...hours].filter((h) => h.weekday >= 1 && h.weekday <= 7).sort((a, b) => a.weekday - b.weekday);
  const span = (h: OpeningHours) => (h.opens === '00:00' && h.closes === '24:00' ? roundTheClock : `${h.opens}–${h.closes}`);
  const groups: { first: number; last: number; hours: string }[] = [];
  for (const h of sorted) {
    const previous = groups[groups.length - 1];
    if (previous && previous.last === h.weekday - 1 && previous.hours === span(h)) previous.last = h.weekday;
    else groups.push({ first: h.weekday, last: h.weekday, hours: span(h) });
  }
  if (groups.length === 1 && groups[0].first === 1 && groups[0].last === 7) return [`${everyDay} ${groups[0].hours}`];
  const day = (weekday: number) => dayNames[weekday - 1] ?? String(weekday);
  return groups.map((g) => `${g.first === g.last ? day(g.first) : `${day(g.first)}–${day(g.last)}`} ${g.hours}`);
};
