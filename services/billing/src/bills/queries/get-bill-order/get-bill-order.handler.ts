import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { isAdmin, TransactionHost } from '@freight/kernel';
import { BILL_ORDER_COLUMNS, BillOrderRow } from '../../../bill-orders';
import { BillOrderResponse, toBillOrderResponse } from '../../domain/bill-order.response';
import { billOrderNotFound } from '../../domain/bill.errors';
import { GetBillOrderQuery } from './get-bill-order.query';

/** GET /bill/order/{id}: one of the caller's bill orders (any for an admin). */
@QueryHandler(GetBillOrderQuery)
export class GetBillOrderHandler implements IQueryHandler<GetBillOrderQuery, BillOrderResponse> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ principal, id }: GetBillOrderQuery): Promise<BillOrderResponse> {
    const [row]: BillOrderRow[] = await this.tx.manager.query(
      `SELECT ${BILL_ORDER_COLUMNS} FROM bill_orders o LEFT JOIN customers c USING (customer_id) WHERE o.id = $1`,
      [id],
    );
    if (!row || (row.customer_id !== principal.customerId && !isAdmin(principal))) throw billOrderNotFound();
    return toBillOrderResponse(row);
  }
}
