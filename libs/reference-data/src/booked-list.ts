/**
 * The booked list's terms, shared by its API (shipping) and the console: what it sorts by, its status filter's words,
 * and the shortest search it takes.
 */

/** What the booked list sorts by: each has an index that leads with the customer (shipping's booked-list.migrations.ts). */
export const BOOKED_SORTABLE = ['dateBooked', 'price'] as const;
export type BookedSortField = (typeof BOOKED_SORTABLE)[number];

/**
 * The spec's status labels (section 4) and the carriers' richer ones (issue 28) as filter words; `none` is a
 * carrier word the portal does not know.
 */
export const BOOKED_STATUSES = [
  'booked',
  'printed',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'ready_for_pickup',
  'delivery_attempted',
  'delivered',
  'returned',
  'exception',
  'none',
  'awaiting_carrier',
  'carrier_refused',
  'cancelled',
] as const;
export type BookedStatus = (typeof BOOKED_STATUSES)[number];

/** "Minst antal tecken": three, the shortest text a trigram index can look up; the console sends no shorter search. */
export const MIN_BOOKED_SEARCH_CHARACTERS = 3;
