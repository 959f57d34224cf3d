/** Demo sessions one client address may start in a window; beyond it, 429 with Retry-After. */
export const DEMO_SESSIONS_PER_ADDRESS = { max: 20, windowSeconds: 15 * 60 } as const;
/** A demo session's refresh tokens stop here: a visitor's try-out, not a login that lasts weeks. */
export const DEMO_SESSION_LIFETIME_SECONDS = 2 * 3600;
/** How often expired refresh-token families and old demo starts are deleted (cron, every 10 minutes). */
export const AUTH_SWEEP_CRON = '*/10 * * * *';
