import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule, messagingMigrations } from '@freight/messaging';
import { customerProfileEntities, customerProfileMigrations, customerProfileProviders } from './customer-profiles';

export const SHIPPING_SCHEMA = 'shipping';

const database = DatabaseModule.forService({
  schema: SHIPPING_SCHEMA,
  entities: [...customerProfileEntities],
  migrations: [...messagingMigrations, ...customerProfileMigrations],
});

/** Skeleton (consignments, orders, freight services, pricing): its schema, outbox and inbox exist; its use cases arrive with their issues. */
@Module({
  imports: [database, MessagingModule.forService({ service: 'shipping', database }), CqrsModule],
  providers: [...customerProfileProviders],
})
export class ShippingModule {}
