import type { Viewer } from '../session/session';
import { WELCOME_PATH, type RouteDefinition } from './routeTable';

export type RouteDecision = { allow: true } | { allow: false; redirectTo: string };

export interface GuardOptions {
  /** config.loginxEnabled: /loginx is not offered in production unless the build flag says so. */
  loginxEnabled: boolean;
}

const allow: RouteDecision = { allow: true };
const redirect = (redirectTo: string): RouteDecision => ({ allow: false, redirectTo });

/**
 * Spec 2.2 and 6:
 * - every route except welcome, login, sso and demoLogin needs a stored user, else welcome;
 * - a demo user on a route without demo access goes to welcome;
 * - /loginx is not offered when disabled (production without the flag);
 * - welcome, login and demoLogin send a signed-in user to start (welcome: a member only).
 */
export const decideRouteAccess = (route: RouteDefinition, viewer: Viewer, { loginxEnabled }: GuardOptions): RouteDecision => {
  if (route.loginx && !loginxEnabled) return redirect(WELCOME_PATH);
  if (route.anonymous) {
    // Welcome is where a demo user is sent from routes without demo access (and the table
    // gives it demo access): sending them on to start would hide that redirect.
    if (viewer === 'demo' && route.path === WELCOME_PATH) return allow;
    return viewer !== 'anonymous' && route.signedInGoesTo ? redirect(route.signedInGoesTo) : allow;
  }
  if (viewer === 'anonymous') return redirect(WELCOME_PATH);
  if (viewer === 'demo' && !route.demo) return redirect(WELCOME_PATH);
  return allow;
};

/** "Frakt : <route title>", or the application title alone when there is no route title. */
export const documentTitle = (appTitle: string, routeTitle?: string) => (routeTitle ? `${appTitle} : ${routeTitle}` : appTitle);
