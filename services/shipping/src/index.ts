export * from './shipping.module';
