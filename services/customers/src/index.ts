export * from './customers.module';
