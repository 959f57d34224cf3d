/**
 * Build-time configuration, read once here; nothing else reads import.meta.env.
 */
export interface ConsoleConfig {
  /** Base path of the API on the same origin. */
  apiUrl: string;
  /** Application title, first part of the document title. */
  appTitle: string;
  /**
   * Whether the username/password screen (/loginx) is offered. The spec keeps it out of
   * production; VITE_ENABLE_LOGINX (default "true" for now, our embedded build runs the
   * end-to-end tests through it) re-enables it in a production build.
   */
  loginxEnabled: boolean;
  /**
   * Whether the analytics events kept in memory are readable on window.__fraktAnalytics.
   * Always in development; VITE_EXPOSE_ANALYTICS (default "true" for now, like the /loginx
   * flag: the browser tests run against a production build) for a production build. The
   * events never leave the machine either way.
   */
  exposeAnalytics: boolean;
  /** Analytics events echoed with console.debug (development only). */
  debugAnalytics: boolean;
}

const loginxFlag = (import.meta.env.VITE_ENABLE_LOGINX ?? 'true').trim().toLowerCase();
const exposeAnalyticsFlag = (import.meta.env.VITE_EXPOSE_ANALYTICS ?? 'true').trim().toLowerCase();

export const config: ConsoleConfig = {
  apiUrl: '/api',
  appTitle: 'Frakt',
  loginxEnabled: !import.meta.env.PROD || loginxFlag === 'true',
  exposeAnalytics: !import.meta.env.PROD || exposeAnalyticsFlag === 'true',
  debugAnalytics: !!import.meta.env.DEV,
};
