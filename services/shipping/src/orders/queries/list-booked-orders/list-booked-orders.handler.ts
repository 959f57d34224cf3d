import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { preparedSql, runPrepared, TransactionHost } from '@freight/kernel';
import type { ConsignmentDocument } from '../../../consignments/domain/consignment-document';
import { OrderEntity } from '../../database/order.entity';
import { toOrderResponse } from '../../order.response';
import { bookedOrdersSql, COUNT_WINDOW } from './booked-orders.sql';
import { BookedOrdersPage, ListBookedOrdersQuery } from './list-booked-orders.query';

type BookedRow = OrderEntity & { c_consignment_no: string | null; c_document: ConsignmentDocument };

/**
 * GET /order/customer/{custId}/booked: one page of the booked list, sorted, filtered and counted in the
 * database (ra-data-simple-rest). The page and the count run side by side on two pooled connections; the count
 * stops COUNT_WINDOW rows past the page, so a member with 100 000 orders costs no more than one with 10 000.
 */
@QueryHandler(ListBookedOrdersQuery)
export class ListBookedOrdersHandler implements IQueryHandler<ListBookedOrdersQuery, BookedOrdersPage> {
  constructor(private readonly tx: TransactionHost) {}

  /** The order's columns under the entity's property names (the raw rows then read as OrderEntity), and its consignment's. */
  private columnsCache?: string;
  private get columns(): string {
    // From the entity's metadata, which exists once the data source has started (after construction).
    return (this.columnsCache ??= [
      ...this.tx.dataSource.getMetadata(OrderEntity).columns.map((column) => `o.${column.databaseName} AS "${column.propertyName}"`),
      'c.consignment_no AS c_consignment_no',
      'c.document AS c_document',
    ].join(', '));
  }

  async execute({ customerId, list, filter }: ListBookedOrdersQuery): Promise<BookedOrdersPage> {
    const sql = bookedOrdersSql(customerId, list, filter, this.columns);
    // The list's own statements are prepared (planned once per connection); a search's are planned with its text,
    // since a generic plan cannot know whether the trigram index or the customer's rows are the cheaper way in.
    const run = <R>(text: string, params: unknown[]): Promise<R[]> =>
      filter.q ? this.tx.manager.query(text, params) : runPrepared<R>(this.tx.manager, preparedSql(text), params);
    const [rows, [{ n }]] = await Promise.all([run<BookedRow>(sql.page, sql.pageParams), run<{ n: number }>(sql.count, sql.countParams)]);
    return {
      rows: rows.map((row) => toOrderResponse(row, { document: row.c_document, consignmentNo: row.c_consignment_no })),
      total: n > list.range.start + COUNT_WINDOW ? null : n,
    };
  }
}
