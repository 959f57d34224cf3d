import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DatabaseModule } from '@freight/kernel';
import { MessagingModule } from '@freight/messaging';
import { RecordLastSeenWhenUserSignedIn } from './customer/application/event-handlers/record-last-seen-when-user-signed-in';
import { RecordCreditBlockWhenChanged } from './customer/application/event-handlers/record-credit-block-when-changed';
import { FollowContactsOfCustomer } from './customer/application/event-handlers/follow-contacts-of-customer';
import { UpdateCreditLimitHandler } from './customer/commands/update-credit-limit/update-credit-limit.handler';
import { UpdateCreditLimitHttpController } from './customer/commands/update-credit-limit/update-credit-limit.http.controller';
import { UpdateCustomerCarriersHandler } from './customer/commands/update-customer-carriers/update-customer-carriers.handler';
import { UpdateCustomerCarriersHttpController } from './customer/commands/update-customer-carriers/update-customer-carriers.http.controller';
import { UpdateCustomerSettingHandler } from './customer/commands/update-customer-setting/update-customer-setting.handler';
import { UpdateCustomerSettingHttpController } from './customer/commands/update-customer-setting/update-customer-setting.http.controller';
import { CustomerEntity } from './customer/database/customer.entity';
import { KnownContactEntity } from './customer/database/known-contact.entity';
import { GetAgreementNumberHandler } from './customer/queries/get-agreement-number/get-agreement-number.handler';
import { GetAgreementNumberHttpController } from './customer/queries/get-agreement-number/get-agreement-number.http.controller';
import { GetCustomerHandler } from './customer/queries/get-customer/get-customer.handler';
import { GetCustomerHttpController } from './customer/queries/get-customer/get-customer.http.controller';
import { DemoCustomersSeed } from './customer/seed/demo-customers.seed';
import { customersMigrations } from './migrations';
import { insightsControllers, insightsMigrations, insightsProviders } from './insights';
import { CustomerProfilePublisher } from './customer/application/customer-profile-publisher';
import { webhooksControllers, webhooksMigrations, webhooksProviders } from './webhooks';
import { erasureControllers, erasureMigrations, erasureProviders } from './erasure';
import { exportControllers, exportMigrations, exportProviders } from './export';
import { CustomersRetention } from './retention/customers-retention';
import './customers.config';
import './customers.messages';

export const CUSTOMERS_SCHEMA = 'customers';

const database = DatabaseModule.forService({
  schema: CUSTOMERS_SCHEMA,
  entities: [CustomerEntity, KnownContactEntity],
  migrations: [...customersMigrations, ...insightsMigrations, ...webhooksMigrations, ...erasureMigrations, ...exportMigrations],
});

const controllers = [
  GetCustomerHttpController,
  GetAgreementNumberHttpController,
  UpdateCustomerSettingHttpController,
  UpdateCustomerCarriersHttpController,
  UpdateCreditLimitHttpController,
  ...insightsControllers,
  ...webhooksControllers,
  ...erasureControllers,
  ...exportControllers,
];
const commandHandlers = [UpdateCustomerSettingHandler, UpdateCustomerCarriersHandler, UpdateCreditLimitHandler];
const queryHandlers = [GetCustomerHandler, GetAgreementNumberHandler];
const eventHandlers = [FollowContactsOfCustomer, RecordLastSeenWhenUserSignedIn, RecordCreditBlockWhenChanged];

/**
 * Customer records, settings and carrier choices, and the member dashboard's summary kept from other services'
 * events (insights/), and members' webhooks (webhooks/): the events they announce are the ones this service already
 * consumes for insights, and endpoints belong to the customer record. Owns the /api/customer prefix.
 */
@Module({
  imports: [database, MessagingModule.forService({ service: 'customers', database }), CqrsModule],
  controllers,
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    ...eventHandlers,
    ...insightsProviders,
    ...webhooksProviders,
    ...erasureProviders,
    ...exportProviders,
    CustomersRetention,
    CustomerProfilePublisher,
    DemoCustomersSeed,
  ],
})
export class CustomersModule {}
