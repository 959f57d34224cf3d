export * from './claims.module';
