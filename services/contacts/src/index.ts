export * from './contacts.module';
