import type { ListQuery } from '@freight/kernel';
import { KNOWN_CARRIER_STATUSES } from '../../../carrier-status';
import { BUSINESS_TIME_ZONE } from '../../../shared/stockholm-time';
import { BOOKED_SEARCH_TEXT } from '../../database/booked-list.migrations';
import type { BookedSortField, BookedStatus } from '@freight/reference-data';
import type { BookedFilter } from './list-booked-orders.request';

const SORT_COLUMNS: Record<BookedSortField, string> = { dateBooked: 'date_booked', price: 'calculated_price_ore' };

/** The carrier's word as orderStatusLabel reads it (knownCarrierStatus: trimmed, in any case). */
const WORD = `upper(btrim(o.status_name, E' \\t\\r\\n'))`;
const NOT_PAST_CONFIRMED = `(o.status_name IS NULL OR ${WORD} = 'CONFIRMED')`;

/** The carrier's own verdicts, which outrank every status word: cancelled and refused orders show only that. */
const NOT_SETTLED_AGAINST = `(o.carrier_state IS NULL OR o.carrier_state NOT IN ('cancelled', 'refused'))`;
/** Confirmed by the carrier (or booked before transmissions existed): the labels of spec 4 apply as before. */
const CONFIRMED = `(o.carrier_state IS NULL OR o.carrier_state = 'confirmed')`;

/** A carrier word past CONFIRMED (the label is the word's), unless the carrier's own verdict outranks it. */
const word = (status: (typeof KNOWN_CARRIER_STATUSES)[number]) => `(${WORD} = '${status}' AND ${NOT_SETTLED_AGAINST})`;
const KNOWN_WORDS = KNOWN_CARRIER_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * Each label by the precedence orderStatusLabel gives them: cancelled, then refused, then a carrier status past
 * CONFIRMED, then an unknown word, then waiting for the carrier, then printed, then booked. A carrier's own
 * CANCELLED reads as cancelled too (orderStatusLabel's rule), unless the carrier refused the booking.
 */
const STATUS_SQL: Record<BookedStatus, string> = {
  booked: `(NOT o.printed AND ${NOT_PAST_CONFIRMED} AND ${CONFIRMED})`,
  printed: `(o.printed AND ${NOT_PAST_CONFIRMED} AND ${CONFIRMED})`,
  picked_up: word('PICKUP'),
  in_transit: word('IN_TRANSIT'),
  out_for_delivery: word('OUT_FOR_DELIVERY'),
  ready_for_pickup: word('READY_FOR_PICKUP'),
  delivery_attempted: word('DELIVERY_ATTEMPTED'),
  delivered: word('DELIVERED'),
  returned: word('RETURNED'),
  exception: word('EXCEPTION'),
  none: `(o.status_name IS NOT NULL AND ${WORD} NOT IN (${KNOWN_WORDS}) AND ${NOT_SETTLED_AGAINST})`,
  awaiting_carrier: `(o.carrier_state = 'waiting' AND ${NOT_PAST_CONFIRMED})`,
  carrier_refused: `o.carrier_state = 'refused'`,
  cancelled: `(o.carrier_state = 'cancelled' OR ${word('CANCELLED')})`,
};

/** Whose booked orders the caller sees: its own, or its whole company's when its showAllBooked is set (spec 6). */
const SCOPE = `scope AS MATERIALIZED (
  SELECT $1::int AS customer_id
  UNION
  SELECT colleague.customer_id FROM customer_profiles me JOIN customer_profiles colleague ON colleague.comp_id = me.comp_id
   WHERE me.customer_id = $1 AND me.show_all_booked AND me.comp_id IS NOT NULL)`;
const IN_SCOPE = 'IN (SELECT customer_id FROM scope)';

/**
 * The search's hits, each side on its own trigram index: booked consignments by number, consignee and
 * references; orders by their own reference (it may differ from the document's); an order number exactly.
 */
const hits = (pattern: string, exact: string) => `hits AS MATERIALIZED (
  SELECT order_no FROM orders WHERE consignment_id IN (
    SELECT id FROM consignments WHERE customer_id ${IN_SCOPE} AND consignment_no IS NOT NULL AND ${BOOKED_SEARCH_TEXT} LIKE lower(${pattern}))
  UNION
  SELECT order_no FROM orders
   WHERE customer_id ${IN_SCOPE} AND date_booked IS NOT NULL AND sender_order_ref IS NOT NULL AND lower(sender_order_ref) LIKE lower(${pattern})
  UNION
  SELECT order_no FROM orders WHERE order_no = upper(${exact}))`;

/** LIKE's wildcards taken literally, so a search for "50%" finds the text "50%". */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * How far past the page's start the count goes: the total is exact up to `start + COUNT_WINDOW` rows and
 * unknown beyond ("more than"), so no page costs a count of a customer's whole history.
 */
export const COUNT_WINDOW = 10_000;

export interface BookedOrdersSql {
  page: string;
  count: string;
  pageParams: unknown[];
  countParams: unknown[];
}

/**
 * The page and the count (up to COUNT_WINDOW past the page) of the booked list as two statements with the same filter. Without a search the page
 * walks each scope customer's index in the list's order and stops after `end + 1` rows (LATERAL ... LIMIT):
 * the newest page costs the same at 10 or 100 000 orders. With one, the (few) hits are found first and sorted.
 * `columns` selects the order (alias o) and its consignment (alias c).
 */
export function bookedOrdersSql(
  customerId: number,
  list: ListQuery<BookedSortField>,
  filter: BookedFilter,
  columns: string,
): BookedOrdersSql {
  const params: unknown[] = [customerId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const conditions = ['o.date_booked IS NOT NULL'];
  // Business days into instants by PostgreSQL (it knows the zone's rules), as the spec's list call does.
  if (filter.from)
    conditions.push(`o.date_booked >= (CAST(${param(filter.from)} AS date)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}')`);
  if (filter.to)
    conditions.push(`o.date_booked < ((CAST(${param(filter.to)} AS date) + 1)::timestamp AT TIME ZONE '${BUSINESS_TIME_ZONE}')`);
  if (filter.statuses) conditions.push(`(${filter.statuses.map((s) => STATUS_SQL[s]).join(' OR ')})`);
  const ctes = [SCOPE];
  if (filter.q) ctes.push(hits(param(likeText(filter.q)), param(filter.q)));
  const countParams = [...params];
  const countLimit = `$${countParams.push(list.range.start + COUNT_WINDOW + 1)}`;

  const where = conditions.join(' AND ');
  const dir = list.sort.order;
  const order = `o.${SORT_COLUMNS[list.sort.field]} ${dir}, o.order_no ${dir}`;
  const limit = param(list.range.end - list.range.start + 1);
  const offset = param(list.range.start);
  const withs = `WITH ${ctes.join(',\n')}`;
  if (filter.q) {
    return {
      page: `${withs}
        SELECT ${columns} FROM hits JOIN orders o ON o.order_no = hits.order_no JOIN consignments c ON c.id = o.consignment_id
         WHERE o.customer_id ${IN_SCOPE} AND ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
      count: `${withs} SELECT count(*)::int AS n FROM (
        SELECT 1 FROM hits JOIN orders o ON o.order_no = hits.order_no WHERE o.customer_id ${IN_SCOPE} AND ${where} LIMIT ${countLimit}) counted`,
      pageParams: params,
      countParams,
    };
  }
  const reach = param(list.range.end + 1);
  return {
    page: `${withs}
      SELECT ${columns} FROM (
        SELECT o.* FROM scope s CROSS JOIN LATERAL (
          SELECT * FROM orders o WHERE o.customer_id = s.customer_id AND ${where} ORDER BY ${order} LIMIT ${reach}) o
         ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) o
      JOIN consignments c ON c.id = o.consignment_id
      ORDER BY ${order}`,
    count: `${withs} SELECT count(*)::int AS n FROM (SELECT 1 FROM orders o WHERE o.customer_id ${IN_SCOPE} AND ${where} LIMIT ${countLimit}) counted`,
    pageParams: params,
    countParams,
  };
}
