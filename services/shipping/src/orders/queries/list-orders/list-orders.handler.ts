import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransactionHost } from '@freight/kernel';
import { BUSINESS_TIME_ZONE } from '../../../shared/stockholm-time';
import { consignmentsByIds } from '../../../consignments/application/consignment-store';
import { OrderEntity } from '../../database/order.entity';
import { OrderResponse, toOrderResponse } from '../../order.response';
import { ListOrdersQuery, MAX_LISTED_ORDERS } from './list-orders.query';

/**
 * GET /order/customer/{custId}?booked&from&to: the send list (unbooked, by placing date) or the booked list
 * (by booking date), newest first. from/to are Europe/Stockholm calendar days, both inclusive. The booked
 * list is the whole company's when the customer's showAllBooked is set (spec 6: "Show booked for all
 * users"); the send list is always the customer's own.
 */
@QueryHandler(ListOrdersQuery)
export class ListOrdersHandler implements IQueryHandler<ListOrdersQuery, OrderResponse[]> {
  constructor(private readonly tx: TransactionHost) {}

  async execute({ customerId, filter }: ListOrdersQuery): Promise<OrderResponse[]> {
    const column = filter.booked ? 'o.date_booked' : 'o.date_placed';
    const qb = this.tx.manager.createQueryBuilder(OrderEntity, 'o');
    if (filter.booked) {
      qb.where(
        `(o.customer_id = :customerId OR o.customer_id IN (
           SELECT colleague.customer_id FROM customer_profiles me JOIN customer_profiles colleague ON colleague.comp_id = me.comp_id
            WHERE me.customer_id = :customerId AND me.show_all_booked AND me.comp_id IS NOT NULL))`,
        { customerId },
      ).andWhere('o.date_booked IS NOT NULL');
    } else {
      qb.where('o.customer_id = :customerId AND o.date_booked IS NULL', { customerId });
    }
    if (filter.from)
      qb.andWhere(`${column} >= (CAST(:from AS date)::timestamp AT TIME ZONE :zone)`, { from: filter.from, zone: BUSINESS_TIME_ZONE });
    if (filter.to)
      qb.andWhere(`${column} < ((CAST(:to AS date) + 1)::timestamp AT TIME ZONE :zone)`, { to: filter.to, zone: BUSINESS_TIME_ZONE });
    const orders = await qb.orderBy(column, 'DESC').addOrderBy('o.order_no', 'ASC').limit(MAX_LISTED_ORDERS).getMany();
    if (!orders.length) return [];
    const consignments = await consignmentsByIds(
      this.tx.manager,
      orders.map((o) => o.consignmentId),
    );
    const byId = new Map(consignments.map((c) => [c.id, c]));
    return orders.map((o) => toOrderResponse(o, byId.get(o.consignmentId) ?? null));
  }
}
