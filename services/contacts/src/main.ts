import { setupOpenApi, startService } from '@freight/runtime';
import { ContactsModule } from './contacts.module';

/** Distributed mode: this service alone, behind the gateway, with Kafka between the services. */
void startService({
  name: 'contacts',
  modules: [ContactsModule],
  keys: 'load',
  afterCreate: (app) => {
    setupOpenApi(app, 'Frakt contacts');
  },
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
