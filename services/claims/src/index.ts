export * from './claims.module';
export { Clock } from './shared/clock';
export { DailyReminders } from './complaints/application/daily-reminders';
