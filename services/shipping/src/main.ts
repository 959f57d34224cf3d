import { setupOpenApi, startService } from '@freight/runtime';
import { ShippingModule } from './shipping.module';

/** Distributed mode: this service alone, behind the gateway, with Kafka between the services. */
void startService({
  name: 'shipping',
  modules: [ShippingModule],
  keys: 'load',
  afterCreate: (app) => {
    setupOpenApi(app, 'Frakt shipping');
  },
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
