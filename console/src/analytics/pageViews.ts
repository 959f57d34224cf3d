import type { RouteDefinition } from '../routes/routeTable';
import type { AnalyticsPort } from './port';

/**
 * Spec 2.2 and 7: page views are sent by hand, one per navigation. The route frame reports on
 * every render that settles a title (StrictMode's second effect run, a language switch, a
 * redirect and a navigation landing on the same page, as sign-in does); only a change of page
 * is sent.
 */
export const createPageViewReporter = (port: () => AnalyticsPort) => {
  let lastPath: string | undefined;
  return (path: string, title: string): boolean => {
    if (path === lastPath) return false;
    lastPath = path;
    port().pageView(path, title);
    return true;
  };
};

/**
 * The path reported for a route: the route's pattern when it has parameters, so secrets such as
 * the one-time key of /sso/{key} never reach an analytics service.
 */
export const pageViewPath = (route: Pick<RouteDefinition, 'path'>, location: { pathname: string; search: string }) =>
  route.path.includes(':') ? route.path : `${location.pathname}${location.search}`;
