import { FilterFreightServicesHandler } from './queries/filter-freight-services/filter-freight-services.handler';
import { FilterFreightServicesHttpController } from './queries/filter-freight-services/filter-freight-services.http.controller';
import { GetFreightServiceHandler } from './queries/get-freight-service/get-freight-service.handler';
import { GetFreightServiceHttpController } from './queries/get-freight-service/get-freight-service.http.controller';
import { GetServiceOptionHandler } from './queries/get-service-option/get-service-option.handler';
import { GetServiceOptionHttpController } from './queries/get-service-option/get-service-option.http.controller';
import { GetTermHandler } from './queries/get-term/get-term.handler';
import { GetTermHttpController } from './queries/get-term/get-term.http.controller';

/** Freight services (spec section 7: /freightservice), for the shipping module's wiring. */
// Static segments (option/, term/, filter/) win over :templateName whatever the order; listed specific first anyway.
export const freightServiceControllers = [
  GetServiceOptionHttpController,
  GetTermHttpController,
  FilterFreightServicesHttpController,
  GetFreightServiceHttpController,
];
export const freightServiceProviders = [GetFreightServiceHandler, GetServiceOptionHandler, GetTermHandler, FilterFreightServicesHandler];
