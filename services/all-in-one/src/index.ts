export * from './all-in-one';
export * from './embedded-database';
