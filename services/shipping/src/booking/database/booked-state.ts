import type { StateChange } from '@freight/messaging';
import type { ConsignmentDocument } from '../../consignments/consignment-document';
import type { BookingPrice } from '../application/order-booker';

export interface BookedState {
  orderNo: string;
  consignmentId: string;
  consignmentNo: string;
  document: ConsignmentDocument;
  price: BookingPrice;
  bookedAt: Date;
}

const oreText = (ore: number | null) => (ore === null ? null : String(ore));

/**
 * A booking's writes to the consignment and the order, for the outbox to run in the statement that
 * records OrderBooked: the hot path's writes and its event cost one round trip. Both rows are locked by
 * the caller, so each update hits its row.
 */
export function bookedState({ orderNo, consignmentId, consignmentNo, document, price, bookedAt }: BookedState): StateChange {
  return {
    ctes: [
      `booked_consignment AS (
         UPDATE consignments SET consignment_no = $2, document = $3::jsonb, template_name = $4, temporary = false, updated_at = $5
          WHERE id = $1)`,
      `booked_order AS (
         UPDATE orders SET date_booked = $5, supplier_id = $7, price_supplier = $8, template_name = $9, calculated_price_ore = $10,
                calculated_currency = $11, insured = $12, goods_value_ore = $13, insurance_price_ore = $14, consignee_type = $15
          WHERE order_no = $6)`,
    ],
    params: [
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
    ],
  };
}
