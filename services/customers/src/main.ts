import { setupOpenApi, startService } from '@freight/runtime';
import { CustomersModule } from './customers.module';

/** Distributed mode: this service alone, behind the gateway, with Kafka between the services. */
void startService({
  name: 'customers',
  modules: [CustomersModule],
  keys: 'load',
  afterCreate: (app) => {
    setupOpenApi(app, 'Frakt customers');
  },
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
