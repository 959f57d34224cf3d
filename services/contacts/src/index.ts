export * from './contacts.module';
export * from './contacts.messages';
