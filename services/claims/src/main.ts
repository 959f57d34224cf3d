import { setupOpenApi, startService } from '@freight/runtime';
import { ClaimsModule } from './claims.module';

/** Distributed mode: this service alone, behind the gateway, with Kafka between the services. */
void startService({
  name: 'claims',
  modules: [ClaimsModule],
  keys: 'load',
  afterCreate: (app) => {
    setupOpenApi(app, 'Frakt claims');
  },
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
