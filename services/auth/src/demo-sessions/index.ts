export * from './auth-sweep';
export * from './demo-session-limits';
export * from './demo-session-starts';
