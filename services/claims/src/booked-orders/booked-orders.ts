import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@freight/kernel';

export interface BookedOrder {
  orderNo: string;
  customerId: number;
  consignmentNo: string;
  supplierId: number;
  insured: boolean;
  goodsValueOre: number;
  bookedAt: Date;
  status: string;
  deliveredAt: Date | null;
}

interface Row {
  order_no: string;
  customer_id: number;
  consignment_no: string;
  supplier_id: number;
  insured: boolean;
  goods_value_ore: string;
  booked_at: Date;
  status: string;
  delivered_at: Date | null;
}

const toBookedOrder = (r: Row): BookedOrder => ({
  orderNo: r.order_no,
  customerId: r.customer_id,
  consignmentNo: r.consignment_no,
  supplierId: r.supplier_id,
  insured: r.insured,
  goodsValueOre: Number(r.goods_value_ore),
  bookedAt: r.booked_at,
  status: r.status,
  deliveredAt: r.delivered_at,
});

/** Reads of claims' copy of booked orders. */
@Injectable()
export class BookedOrders {
  constructor(private readonly tx: TransactionHost) {}

  /** The customer's booked order with that consignment number (the latest booking if a number was reused). */
  async byConsignmentNo(customerId: number, consignmentNo: string): Promise<BookedOrder | undefined> {
    const rows: Row[] = await this.tx.manager.query(
      'SELECT * FROM booked_orders WHERE customer_id = $1 AND consignment_no = $2 ORDER BY booked_at DESC LIMIT 1',
      [customerId, consignmentNo],
    );
    return rows[0] && toBookedOrder(rows[0]);
  }

  async byOrderNo(orderNo: string): Promise<BookedOrder | undefined> {
    const rows: Row[] = await this.tx.manager.query('SELECT * FROM booked_orders WHERE order_no = $1', [orderNo]);
    return rows[0] && toBookedOrder(rows[0]);
  }
}
