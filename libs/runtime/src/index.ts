export * from './start-service';
export * from './openapi';
export * from './metrics';
