import { APP_CONFIG, AppConfig, SecretBox } from '@freight/kernel';
import { CarrierAgreementStore } from './application/carrier-agreement-store';
import { DeleteCarrierAgreementHandler } from './commands/delete-carrier-agreement/delete-carrier-agreement.handler';
import { DeleteCarrierAgreementHttpController } from './commands/delete-carrier-agreement/delete-carrier-agreement.http.controller';
import { SaveCarrierAgreementHandler } from './commands/save-carrier-agreement/save-carrier-agreement.handler';
import { SaveCarrierAgreementHttpController } from './commands/save-carrier-agreement/save-carrier-agreement.http.controller';
import { CreateCarrierAgreements1780000002900 } from './database/carrier-agreements.migrations';
import { ListCarrierAgreementsHandler } from './queries/list-carrier-agreements/list-carrier-agreements.handler';
import { ListCarrierAgreementsHttpController } from './queries/list-carrier-agreements/list-carrier-agreements.http.controller';

export { CarrierAgreementStore } from './application/carrier-agreement-store';
export type { OpenedAgreement } from './application/carrier-agreement-store';

/** Customers' own carrier agreements (issue 27 item 7), for the shipping module's wiring. */
export const carrierAgreementMigrations = [CreateCarrierAgreements1780000002900];
export const carrierAgreementControllers = [
  ListCarrierAgreementsHttpController,
  SaveCarrierAgreementHttpController,
  DeleteCarrierAgreementHttpController,
];
export const carrierAgreementProviders = [
  CarrierAgreementStore,
  { provide: SecretBox, inject: [APP_CONFIG], useFactory: (config: AppConfig) => SecretBox.of(config) },
  SaveCarrierAgreementHandler,
  DeleteCarrierAgreementHandler,
  ListCarrierAgreementsHandler,
];
