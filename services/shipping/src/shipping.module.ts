import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdempotencyEntity, idempotencyMigrations, IdempotencyStore } from '@freight/idempotency';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule, messagingMigrations } from '@freight/messaging';
import { customerProfileEntities, customerProfileMigrations, customerProfileProviders } from './customer-profiles';
import { customerCreditMigrations, customerCreditProviders } from './customer-credit';
import { consignmentControllers, consignmentEntities, consignmentMigrations, consignmentProviders } from './consignments';
import { orderControllers, orderEntities, orderMigrations, orderProviders } from './orders';
import { bookingControllers, bookingMigrations, bookingProviders } from './booking';
import { carrierMigrations, carrierProviders } from './carriers';
import { carrierAgreementControllers, carrierAgreementMigrations, carrierAgreementProviders } from './carrier-agreements';
import { carrierStatusControllers, carrierStatusMigrations, carrierStatusProviders } from './carrier-status';
import { purgeProviders } from './purge';
import { ShippingRetention } from './retention/shipping-retention';
import { carrierTrackingProviders } from './carriers/tracking';
import { trackingMigrations, trackingProviders } from './tracking';
import { orderEventControllers, orderEventProviders } from './order-events';
import { publicTrackingControllers, publicTrackingProviders } from './public-tracking';
import { documentsControllers, documentsMigrations, documentsProviders } from './documents';
import { catalogueMigrations, catalogueProviders } from './catalogue';
import { freightServiceControllers, freightServiceProviders } from './freight-services';
import { pricingControllers, pricingProviders } from './pricing';
import { pickupPointControllers, pickupPointProviders } from './pickup-points';
// Loaded with the module, so a process running this service renders its texts.
import './shipping.messages';

export const SHIPPING_SCHEMA = 'shipping';

const database = DatabaseModule.forService({
  schema: SHIPPING_SCHEMA,
  entities: [...customerProfileEntities, ...consignmentEntities, ...orderEntities, IdempotencyEntity],
  migrations: [
    ...messagingMigrations,
    ...customerProfileMigrations,
    ...catalogueMigrations,
    ...consignmentMigrations,
    ...orderMigrations,
    ...bookingMigrations,
    ...carrierMigrations,
    ...carrierStatusMigrations,
    ...trackingMigrations,
    ...idempotencyMigrations,
    ...documentsMigrations,
    ...customerCreditMigrations,
    ...carrierAgreementMigrations,
  ],
});

const controllers = [
  ...freightServiceControllers,
  ...pickupPointControllers,
  ...pricingControllers,
  ...consignmentControllers,
  ...orderControllers,
  ...bookingControllers,
  ...carrierStatusControllers,
  ...orderEventControllers,
  ...publicTrackingControllers,
  ...documentsControllers,
  ...carrierAgreementControllers,
];

/** Freight services (the catalogue), pricing, consignments, orders, booking and carrier status. Owns /api/freightservice, /api/consignment, /api/order, /api/carrier, /api/tracking. */
@Module({
  imports: [database, MessagingModule.forService({ service: 'shipping', database }), CqrsModule],
  controllers,
  providers: [
    ...customerProfileProviders,
    ...customerCreditProviders,
    ...catalogueProviders,
    ...freightServiceProviders,
    ...pickupPointProviders,
    ...pricingProviders,
    ...consignmentProviders,
    ...orderProviders,
    ...carrierAgreementProviders,
    ...carrierProviders,
    ...bookingProviders,
    ...carrierStatusProviders,
    ...carrierTrackingProviders,
    ...trackingProviders,
    ...orderEventProviders,
    ...publicTrackingProviders,
    ...purgeProviders,
    ShippingRetention,
    ...documentsProviders,
    IdempotencyStore,
  ],
})
export class ShippingModule {}
