import { setupOpenApi, startService } from '@freight/runtime';
import { ContentModule } from './content.module';

/** Distributed mode: this service alone, behind the gateway, with Kafka between the services. */
void startService({
  name: 'content',
  modules: [ContentModule],
  keys: 'load',
  afterCreate: (app) => {
    setupOpenApi(app, 'Frakt content');
  },
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
