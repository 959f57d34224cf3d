export * from './claims.module';
export * from './claims.messages';
export * from './claims.config';
export { Clock } from './shared/clock';
export { DailyReminders } from './complaints/application/daily-reminders';
