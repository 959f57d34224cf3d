export * from './start-service';
export * from './openapi';
