import { ConsignmentEntity } from '../consignments/consignment.entity';
import { CreateConsignments1732000000500 } from '../consignments/consignment.migrations';
import { Consignments } from '../consignments/consignment.answer';
import { CreateConsignmentHandler, DeleteConsignmentsHandler, UpdateConsignmentHandler } from '../consignments/consignment.commands';
import { ConsignmentHttpController } from '../consignments/consignment.http.controller';
import { GetConsignmentHandler, GetConsignmentTemplateHandler } from '../consignments/consignment.queries';
import { OrderPricing } from './order-pricing';
import { CreateOrderHandler, DeleteOrdersHandler, UpdateOrderHandler } from './order.commands';
import { OrderEntity } from './order.entity';
import { OrderHttpController } from './order.http.controller';
import { CreateOrders1732000000510 } from './order.migrations';
import { GetOrderHandler, ListOrdersHandler } from './order.queries';

/** Consignments and orders (the send list), for the shipping module's wiring. */
export const sendListEntities = [ConsignmentEntity, OrderEntity];
export const sendListMigrations = [CreateConsignments1732000000500, CreateOrders1732000000510];
export const sendListControllers = [ConsignmentHttpController, OrderHttpController];
export const sendListProviders = [
  Consignments,
  OrderPricing,
  CreateConsignmentHandler,
  UpdateConsignmentHandler,
  DeleteConsignmentsHandler,
  GetConsignmentTemplateHandler,
  GetConsignmentHandler,
  CreateOrderHandler,
  UpdateOrderHandler,
  DeleteOrdersHandler,
  GetOrderHandler,
  ListOrdersHandler,
];
