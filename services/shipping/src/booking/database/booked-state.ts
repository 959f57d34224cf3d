import { batchParam } from '@freight/kernel';
import type { GuardedStateChange, StateChange } from '@freight/messaging';
import type { ConsignmentDocument } from '../../consignments/domain/consignment-document';
import type { BookingPrice } from '../domain/booking-price';
import type { RowVersions } from './order-to-book';

export interface BookedState {
  orderNo: string;
  consignmentId: string;
  consignmentNo: string;
  document: ConsignmentDocument;
  price: BookingPrice;
  bookedAt: Date;
}

const oreText = (ore: number | null) => (ore === null ? null : String(ore));

/** The bookings' values, one row per booking, `n` its number in the statement (see batchParam). */
const BOOKING = `booking AS (
  SELECT * FROM json_to_recordset($1::json)
    AS b(n integer, order_no text, consignment_id uuid, consignment_no text, document jsonb, document_template text, booked_at timestamptz,
         supplier_id integer, price_supplier integer, template_name text, price_ore bigint, currency text, insured boolean,
         goods_value_ore bigint, insurance_price_ore bigint, consignee_type text, no_pickup boolean, co2e_grams bigint, emission_kg_km bigint, emission_mode text,
         order_version xid, consignment_version xid))`;

const SET_CONSIGNMENT = `consignment_no = b.consignment_no, document = b.document, template_name = b.document_template, temporary = false, updated_at = b.booked_at`;
const SET_ORDER = `date_booked = b.booked_at, supplier_id = b.supplier_id, price_supplier = b.price_supplier, template_name = b.template_name,
                   calculated_price_ore = b.price_ore, calculated_currency = b.currency, insured = b.insured, goods_value_ore = b.goods_value_ore,
                   insurance_price_ore = b.insurance_price_ore, consignee_type = b.consignee_type, no_pickup = b.no_pickup,
                   co2e_grams = b.co2e_grams, emission_kg_km = b.emission_kg_km, emission_mode = b.emission_mode,
                   carrier_state = 'waiting'`;

function bookingParam(bookings: ReadonlyArray<{ state: BookedState; versions?: RowVersions }>): string {
  return batchParam(
    bookings.map(({ state: { orderNo, consignmentId, consignmentNo, document, bookedAt, price }, versions }, i) => ({
      n: i + 1,
      order_no: orderNo,
      consignment_id: consignmentId,
      consignment_no: consignmentNo,
      document,
      document_template: document.templateName ?? null,
      booked_at: bookedAt.toISOString(),
      supplier_id: price.supplierId,
      price_supplier: price.priceSupplier,
      template_name: price.templateName,
      price_ore: String(price.priceOre),
      currency: price.currency,
      insured: price.insured,
      goods_value_ore: oreText(price.goodsValueOre),
      insurance_price_ore: oreText(price.insurancePriceOre),
      consignee_type: price.consigneeType,
      no_pickup: price.noPickup === true,
      co2e_grams: price.emission ? String(price.emission.co2eGrams) : null,
      emission_kg_km: price.emission ? String(price.emission.kgKm) : null,
      emission_mode: price.emission?.mode ?? null,
      order_version: versions?.order ?? null,
      consignment_version: versions?.consignment ?? null,
    })),
  );
}

// The rows are looked up by their keys as arrays as well, so the planner finds them by index whatever it
// estimates of the bookings.
const ORDER_KEYS = 'ARRAY(SELECT order_no FROM booking)';
const CONSIGNMENT_KEYS = 'ARRAY(SELECT consignment_id FROM booking)';
const updates = (from: string) => [
  `booked_consignment AS (UPDATE consignments c SET ${SET_CONSIGNMENT} FROM ${from} WHERE c.id = b.consignment_id AND c.id = ANY (${CONSIGNMENT_KEYS}))`,
  `booked_order AS (UPDATE orders o SET ${SET_ORDER} FROM ${from} WHERE o.order_no = b.order_no AND o.order_no = ANY (${ORDER_KEYS}))`,
  // The transmission to the carrier, in the same statement: a booking written is a booking that reaches its carrier.
  `transmission AS (INSERT INTO carrier_transmissions (order_no, carrier_code, reference, next_attempt_at, created_at)
     SELECT b.order_no, b.supplier_id, b.consignment_no, b.booked_at, b.booked_at FROM ${from}
     ON CONFLICT (order_no) DO UPDATE SET carrier_code = EXCLUDED.carrier_code, reference = EXCLUDED.reference, state = 'pending',
       attempts = 0, outcome_unknown = false, next_attempt_at = EXCLUDED.next_attempt_at, lease_until = NULL, created_at = EXCLUDED.created_at,
       settled_at = NULL, carrier_shipment_id = NULL, tracking_numbers = NULL, labels = NULL, warnings = NULL, refusal_reason = NULL,
       refusal_code = NULL, refusal_text = NULL, last_error = NULL)`,
];

/**
 * A booking's writes to the consignment, the order and its carrier transmission, for the outbox to run in the
 * statement that records OrderBooked: the writes and the event cost one round trip. The caller holds both rows' locks,
 * so each update hits its row.
 */
export function bookedState(state: BookedState): StateChange {
  return { ctes: [BOOKING, ...updates('booking b')], params: [bookingParam([{ state }])] };
}

/**
 * The writes of several bookings whose callers hold no locks: `bookable` locks a booking's two rows only if
 * they are still the versions its caller read and still unbooked (a row changed meanwhile fails the re-check
 * PostgreSQL makes after waiting for its lock), and its updates and event apply only through it. Rows are
 * locked in order-number order, so two such statements never wait on each other crosswise. No two bookings
 * of one statement may name the same order.
 */
export function guardedBookedStates(bookings: ReadonlyArray<{ state: BookedState; versions: RowVersions }>): GuardedStateChange {
  return {
    ctes: [
      BOOKING,
      `bookable AS MATERIALIZED (
         SELECT b.n FROM orders o
           JOIN consignments c ON c.id = o.consignment_id
           JOIN booking b ON b.order_no = o.order_no AND b.consignment_id = c.id
          WHERE o.order_no = ANY (${ORDER_KEYS}) AND c.id = ANY (${CONSIGNMENT_KEYS})
            AND o.xmin = b.order_version AND c.xmin = b.consignment_version
            AND o.date_booked IS NULL AND c.consignment_no IS NULL
          ORDER BY o.order_no
            FOR UPDATE OF o, c)`,
      ...updates('bookable k JOIN booking b ON b.n = k.n'),
    ],
    params: [bookingParam(bookings)],
    guard: 'bookable',
  };
}
