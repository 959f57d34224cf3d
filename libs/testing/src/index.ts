export * from './database';
export * from './kafka';
export * from './config';
export * from './eventually';
export * from './garbage';
export * from './in-parallel';
export * from './demo-accounts';
export * from './test-service';
