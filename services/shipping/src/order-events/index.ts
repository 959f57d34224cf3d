import { OrderEventHub } from './order-event-hub';
import { OrderEventsHttpController } from './order-events.http.controller';

/** The console's live stream of carrier reports (issue 28), for the shipping module's wiring. */
export const orderEventControllers = [OrderEventsHttpController];
export const orderEventProviders = [OrderEventHub];
export { OrderEventHub, HUB_POLL_MS } from './order-event-hub';
