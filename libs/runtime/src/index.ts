export * from './start-service';
export * from './port-handover';
export * from './openapi';
export * from './metrics';
export * from './openapi-decorators';
export * from './openapi-schemas';
export * from './embedded-postgres';
