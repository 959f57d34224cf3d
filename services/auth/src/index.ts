export * from './auth.module';
