import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { visibleBill } from '../../application/visible-bill';
import { BILL_COLUMNS, BillResponse, BillRow, toBillResponse } from '../../domain/bill.response';
import { GetBillQuery } from './get-bill.query';

/** GET /bill/{id}: one of the caller's bills (any for an admin). */
@QueryHandler(GetBillQuery)
export class GetBillHandler implements IQueryHandler<GetBillQuery, BillResponse> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ principal, billId }: GetBillQuery): Promise<BillResponse> {
    const [row]: BillRow[] = await this.tx.manager.query(`SELECT ${BILL_COLUMNS} FROM bills WHERE id = $1`, [billId]);
    return toBillResponse(visibleBill(principal, row));
  }
}
