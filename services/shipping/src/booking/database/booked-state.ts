import type { GuardedStateChange, StateChange } from '@freight/messaging';
import type { ConsignmentDocument } from '../../consignments/consignment-document';
import type { BookingPrice } from '../application/order-booker';
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

const SET_CONSIGNMENT = `UPDATE consignments SET consignment_no = $2, document = $3::jsonb, template_name = $4, temporary = false, updated_at = $5`;
const SET_ORDER = `UPDATE orders SET date_booked = $5, supplier_id = $7, price_supplier = $8, template_name = $9, calculated_price_ore = $10,
                calculated_currency = $11, insured = $12, goods_value_ore = $13, insurance_price_ore = $14, consignee_type = $15`;

function params({ orderNo, consignmentId, consignmentNo, document, price, bookedAt }: BookedState): unknown[] {
  return [
    consignmentId,
    consignmentNo,
    JSON.stringify(document),
    document.templateName ?? null,
    bookedAt,
    orderNo,
    price.supplierId,
    price.priceSupplier,
    price.templateName,
    String(price.priceOre),
    price.currency,
    price.insured,
    oreText(price.goodsValueOre),
    oreText(price.insurancePriceOre),
    price.consigneeType,
  ];
}

/**
 * A booking's writes to the consignment and the order, for the outbox to run in the statement that
 * records OrderBooked: the hot path's writes and its event cost one round trip. The caller holds both
 * rows' locks, so each update hits its row.
 */
export function bookedState(state: BookedState): StateChange {
  return {
    ctes: [`booked_consignment AS (${SET_CONSIGNMENT} WHERE id = $1)`, `booked_order AS (${SET_ORDER} WHERE order_no = $6)`],
    params: params(state),
  };
}

/**
 * The same writes for a caller that holds no locks: `bookable` locks both rows only if they are still the
 * versions the caller read and still unbooked (a row changed meanwhile fails the re-check PostgreSQL makes
 * after waiting for its lock), and both updates and the event apply only through it.
 */
export function guardedBookedState(state: BookedState, versions: RowVersions): GuardedStateChange {
  return {
    ctes: [
      `bookable AS MATERIALIZED (
         SELECT o.order_no, c.id FROM orders o JOIN consignments c ON c.id = o.consignment_id
          WHERE o.order_no = $6 AND c.id = $1 AND o.xmin = $16::xid AND c.xmin = $17::xid
            AND o.date_booked IS NULL AND c.consignment_no IS NULL
            FOR UPDATE OF o, c)`,
      `booked_consignment AS (${SET_CONSIGNMENT} WHERE id = (SELECT id FROM bookable))`,
      `booked_order AS (${SET_ORDER} WHERE order_no = (SELECT order_no FROM bookable))`,
    ],
    params: [...params(state), versions.order, versions.consignment],
    guard: 'bookable',
  };
}
