export * from './route-table';
export * from './edge';
export * from './proxy';
export * from './gateway.config';
