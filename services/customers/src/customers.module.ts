import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule } from '@freight/messaging';
import { RecordLastSeenWhenUserSignedIn } from './customer/application/event-handlers/record-last-seen-when-user-signed-in';
import { CustomerEntity } from './customer/database/customer.entity';
import { GetCustomerHandler } from './customer/queries/get-customer/get-customer.handler';
import { GetCustomerHttpController } from './customer/queries/get-customer/get-customer.http.controller';
import { DemoCustomersSeed } from './customer/seed/demo-customers.seed';
import { customersMigrations } from './migrations';

export const CUSTOMERS_SCHEMA = 'customers';

const database = DatabaseModule.forService({ schema: CUSTOMERS_SCHEMA, entities: [CustomerEntity], migrations: customersMigrations });

const controllers = [GetCustomerHttpController];
const queryHandlers = [GetCustomerHandler];
const eventHandlers = [RecordLastSeenWhenUserSignedIn];

/** Customer records, settings and carrier choices. Owns the /api/customer prefix. */
@Module({
  imports: [database, MessagingModule.forService({ service: 'customers', database }), CqrsModule],
  controllers,
  providers: [...queryHandlers, ...eventHandlers, DemoCustomersSeed],
})
export class CustomersModule {}
