import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { pageViewPath, reportPageView } from '../analytics';
import { config } from '../config';
import { useI18nTranslate } from '../i18n/useI18n';
import { viewerOf } from '../session/session';
import { useSession } from '../session/useSession';
import { decideRouteAccess, documentTitle } from './routeGuard';
import type { RouteDefinition } from './routeTable';
import { ScreenTitleProvider } from './screenTitle';

/**
 * Applies the guard of one route, sets the document title (a screen may put its own in place of the
 * route's, see useScreenTitle) and then reports the page view (spec 2.2: by hand, once per navigation).
 * Screens inside the layout get their transition from the layout; the few without it (SSO, demo
 * sign-in) fade here. Free of react-admin: the public shell frames its screens with it too (issue 20).
 */
export const RouteFrame = ({ route, children }: { route: RouteDefinition; children: ReactNode }) => {
  const translate = useI18nTranslate();
  const session = useSession();
  const decision = decideRouteAccess(route, viewerOf(session), config);
  const [screenTitle, setScreenTitle] = useState<string>();
  const routeTitle = documentTitle(translate('app.title'), translate(route.titleKey));
  const title = screenTitle ? documentTitle(translate('app.title'), screenTitle) : routeTitle;
  const location = useLocation();

  useEffect(() => {
    if (decision.allow) document.title = title;
  }, [decision.allow, title]);

  // The page view names the route: a screen's later title is not another navigation.
  useEffect(() => {
    if (decision.allow) reportPageView(pageViewPath(route, location), routeTitle);
  }, [decision.allow, routeTitle, location, route]);

  if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
  return (
    <div className={route.noLayout ? 'frakt-fade' : undefined} data-route={route.name}>
      <ScreenTitleProvider value={setScreenTitle}>{children}</ScreenTitleProvider>
    </div>
  );
};
