import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule, messagingMigrations } from '@freight/messaging';

export const BILLING_SCHEMA = 'billing';

const database = DatabaseModule.forService({ schema: BILLING_SCHEMA, entities: [], migrations: [...messagingMigrations] });

/** Skeleton (bills, bill orders, balance, pay later): its schema, outbox and inbox exist; its use cases arrive with their issues. */
@Module({
  imports: [database, MessagingModule.forService({ service: 'billing', database }), CqrsModule],
})
export class BillingModule {}
