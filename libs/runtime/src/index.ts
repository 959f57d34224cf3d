export * from './start-service';
export * from './openapi';
export * from './metrics';
export * from './openapi-decorators';
export * from './openapi-schemas';
