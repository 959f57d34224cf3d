export * from './auth.module';
export { AuthSweep, DEMO_SESSIONS_PER_ADDRESS } from './demo-sessions';
