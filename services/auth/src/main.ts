import { setupOpenApi, startService } from '@freight/runtime';
import { AuthModule } from './auth.module';

/** Distributed mode: this service alone, behind the gateway, with Kafka between the services. */
void startService({
  name: 'auth',
  modules: [AuthModule],
  keys: 'load',
  afterCreate: (app) => {
    setupOpenApi(app, 'Frakt auth');
  },
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
