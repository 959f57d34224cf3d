import { ConsignmentNumbers } from './carrier/consignment-numbers';
import { OrderBooker } from './application/order-booker';
import { BookConsignmentHandler } from './commands/book-consignment/book-consignment.handler';
import { BookConsignmentHttpController } from './commands/book-consignment/book-consignment.http.controller';
import { BookOrdersHandler } from './commands/book-orders/book-orders.handler';
import { BookOrdersHttpController } from './commands/book-orders/book-orders.http.controller';
import { CancelOrdersHandler } from './commands/cancel-orders/cancel-orders.handler';
import { CancelOrdersHttpController } from './commands/cancel-orders/cancel-orders.http.controller';
import { MarkOrdersPrintedHandler } from './commands/mark-orders-printed/mark-orders-printed.handler';
import { MarkOrdersPrintedHttpController } from './commands/mark-orders-printed/mark-orders-printed.http.controller';
import {
  AddEmissionToOrders1779330000700,
  CarrierConsignmentNoInBlocks1770000000700,
  CreateCarrierConsignmentNoSequence1732000000700,
} from './database/booking.migrations';

/** Booking (spec sections 4 and 7: PUT /order/book/, PUT /consignment/book/, PUT /order/printed/) and cancellation (PUT /order/cancel/), for the shipping module's wiring. */
export const bookingMigrations = [
  CreateCarrierConsignmentNoSequence1732000000700,
  CarrierConsignmentNoInBlocks1770000000700,
  AddEmissionToOrders1779330000700,
];
export const bookingControllers = [
  BookOrdersHttpController,
  BookConsignmentHttpController,
  MarkOrdersPrintedHttpController,
  CancelOrdersHttpController,
];
export const bookingProviders = [
  OrderBooker,
  ConsignmentNumbers,
  BookOrdersHandler,
  BookConsignmentHandler,
  MarkOrdersPrintedHandler,
  CancelOrdersHandler,
];
