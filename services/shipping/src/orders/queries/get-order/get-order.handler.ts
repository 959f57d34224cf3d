import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { requestContext, TransactionHost } from '@freight/kernel';
import { GetOrderStatusHistoryQuery, type StatusHistoryEntry } from '../../../carrier-status';
import { type CarrierBookingView, GetCarrierBookingQuery } from '../../../carriers';
import { findConsignment } from '../../../consignments/application/consignment-store';
import { ownedOrder } from '../../application/owned-order';
import { OrderResponse, toOrderResponse } from '../../order.response';
import { GetOrderQuery } from './get-order.query';

/** GET /order/{orderNo}: the caller's order with its consignment, every carrier report and the booking at its carrier. */
@QueryHandler(GetOrderQuery)
export class GetOrderHandler implements IQueryHandler<GetOrderQuery, OrderResponse> {
  constructor(
    private readonly tx: TransactionHost,
    private readonly queries: QueryBus,
  ) {}

  async execute({ principal, orderNo }: GetOrderQuery): Promise<OrderResponse> {
    const order = await ownedOrder(this.tx.manager, principal, orderNo, false);
    const consignment = await findConsignment(this.tx.manager, order.consignmentId);
    return {
      ...toOrderResponse(order, consignment),
      statusHistory: await this.queries.execute<GetOrderStatusHistoryQuery, StatusHistoryEntry[]>(
        new GetOrderStatusHistoryQuery(order.orderNo, requestContext.language()),
      ),
      carrierBooking: await this.queries.execute<GetCarrierBookingQuery, CarrierBookingView | null>(
        new GetCarrierBookingQuery(order.orderNo, requestContext.language()),
      ),
    };
  }
}
