import { setupOpenApi, startService } from '@freight/runtime';
import { BillingModule } from './billing.module';

/** Distributed mode: this service alone, behind the gateway, with Kafka between the services. */
void startService({
  name: 'billing',
  modules: [BillingModule],
  keys: 'load',
  afterCreate: (app) => {
    setupOpenApi(app, 'Frakt billing');
  },
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
