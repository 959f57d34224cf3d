import { ConsignmentOrders } from '../consignments/application/consignment-orders';
import { OrderPricing } from './application/order-pricing';
import { OrdersOfConsignments } from './application/orders-of-consignments';
import { CreateOrderHandler } from './commands/create-order/create-order.handler';
import { CreateOrderHttpController } from './commands/create-order/create-order.http.controller';
import { DeleteOrdersHandler } from './commands/delete-orders/delete-orders.handler';
import { DeleteOrdersHttpController } from './commands/delete-orders/delete-orders.http.controller';
import { UpdateOrderHandler } from './commands/update-order/update-order.handler';
import { UpdateOrderHttpController } from './commands/update-order/update-order.http.controller';
import { OrderEntity } from './database/order.entity';
import { CreateOrders1732000000510 } from './database/order.migrations';
import { IndexBookedList1772000000520 } from './database/booked-list.migrations';
import { GetOrderHandler } from './queries/get-order/get-order.handler';
import { GetOrderHttpController } from './queries/get-order/get-order.http.controller';
import { ListBookedOrdersHandler } from './queries/list-booked-orders/list-booked-orders.handler';
import { ListBookedOrdersHttpController } from './queries/list-booked-orders/list-booked-orders.http.controller';
import { ListOrdersHandler } from './queries/list-orders/list-orders.handler';
import { ListOrdersHttpController } from './queries/list-orders/list-orders.http.controller';

/** Orders: the send list and the booked list (spec section 7: /order), for the shipping module's wiring. */
export const orderEntities = [OrderEntity];
export const orderMigrations = [CreateOrders1732000000510, IndexBookedList1772000000520];
export const orderControllers = [
  CreateOrderHttpController,
  UpdateOrderHttpController,
  DeleteOrdersHttpController,
  ListOrdersHttpController,
  ListBookedOrdersHttpController,
  GetOrderHttpController,
];
export const orderProviders = [
  OrderPricing,
  // Consignment use cases reach their orders through this port (no slice cycle).
  { provide: ConsignmentOrders, useClass: OrdersOfConsignments },
  CreateOrderHandler,
  UpdateOrderHandler,
  DeleteOrdersHandler,
  GetOrderHandler,
  ListOrdersHandler,
  ListBookedOrdersHandler,
];
