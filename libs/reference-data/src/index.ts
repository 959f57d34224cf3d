export * from './carriers';
export * from './countries';
export * from './states';
export * from './package-types';
export * from './constants';
export * from './demo-accounts';
export * from './option-formats';
export * from './postcodes';
