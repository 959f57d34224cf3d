import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule, IdempotencyEntity, idempotencyMigrations, IdempotencyStore } from '@freight/kernel';
import { MessagingModule, messagingMigrations } from '@freight/messaging';
import { customerProfileEntities, customerProfileMigrations, customerProfileProviders } from './customer-profiles';
import { customerCreditMigrations, customerCreditProviders } from './customer-credit';
import { sendListControllers, sendListEntities, sendListMigrations, sendListProviders } from './orders';
import { bookingControllers, bookingMigrations, bookingProviders } from './booking';
import { carrierStatusControllers, carrierStatusMigrations, carrierStatusProviders } from './carrier-status';
import { purgeProviders } from './purge';
import { documentsControllers, documentsMigrations, documentsProviders } from './documents';
import { CatalogueCache } from './freight-services/catalogue-cache/catalogue.cache';
import { catalogueMigrations } from './freight-services/database/catalogue.migrations';
import { FilterFreightServicesHandler } from './freight-services/queries/filter-freight-services/filter-freight-services.handler';
import { FilterFreightServicesHttpController } from './freight-services/queries/filter-freight-services/filter-freight-services.http.controller';
import { GetFreightServiceHandler } from './freight-services/queries/get-freight-service/get-freight-service.handler';
import { GetFreightServiceHttpController } from './freight-services/queries/get-freight-service/get-freight-service.http.controller';
import { GetServiceOptionHandler } from './freight-services/queries/get-service-option/get-service-option.handler';
import { GetServiceOptionHttpController } from './freight-services/queries/get-service-option/get-service-option.http.controller';
import { GetTermHandler } from './freight-services/queries/get-term/get-term.handler';
import { GetTermHttpController } from './freight-services/queries/get-term/get-term.http.controller';
import { CustomerPricingProfile } from './pricing/application/customer-pricing-profile';
import { PriceConsignmentsHandler } from './pricing/queries/price-consignments/price-consignments.handler';
import { PriceConsignmentsHttpController } from './pricing/queries/price-consignments/price-consignments.http.controller';

export const SHIPPING_SCHEMA = 'shipping';

const database = DatabaseModule.forService({
  schema: SHIPPING_SCHEMA,
  entities: [...customerProfileEntities, ...sendListEntities, IdempotencyEntity],
  migrations: [...messagingMigrations, ...customerProfileMigrations, ...catalogueMigrations, ...sendListMigrations, ...bookingMigrations, ...carrierStatusMigrations, ...idempotencyMigrations, ...documentsMigrations, ...customerCreditMigrations],
});

// Static segments (option/, term/, filter/) win over :templateName whatever the order; listed specific first anyway.
const controllers = [
  GetServiceOptionHttpController,
  GetTermHttpController,
  FilterFreightServicesHttpController,
  GetFreightServiceHttpController,
  PriceConsignmentsHttpController,
  ...sendListControllers,
  ...bookingControllers,
  ...carrierStatusControllers,
  ...documentsControllers,
];
const queryHandlers = [GetFreightServiceHandler, GetServiceOptionHandler, GetTermHandler, FilterFreightServicesHandler, PriceConsignmentsHandler];

/** Freight services (the catalogue), pricing, consignments, orders, booking and carrier status. Owns /api/freightservice, /api/consignment, /api/order, /api/carrier. */
@Module({
  imports: [database, MessagingModule.forService({ service: 'shipping', database }), CqrsModule],
  controllers,
  providers: [...customerProfileProviders, ...customerCreditProviders, CatalogueCache, CustomerPricingProfile, ...queryHandlers, ...sendListProviders, ...bookingProviders, ...carrierStatusProviders, ...purgeProviders, ...documentsProviders, IdempotencyStore],
})
export class ShippingModule {}
