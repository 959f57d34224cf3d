import { useEffect, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { pageViewPath, reportPageView } from '../analytics';
import { config } from '../config';
import { viewerOf } from '../session/session';
import { useSession } from '../session/useSession';
import { decideRouteAccess, documentTitle } from './routeGuard';
import type { RouteDefinition } from './routeTable';

/**
 * Applies the guard of one route, sets the document title and then reports the page view
 * (spec 2.2: by hand, once per navigation). Screens inside the layout get their transition from
 * the layout; the few without it (SSO, demo sign-in) fade here.
 */
export const RouteFrame = ({ route, children }: { route: RouteDefinition; children: ReactNode }) => {
    const translate = useTranslate();
    const session = useSession();
    const decision = decideRouteAccess(route, viewerOf(session), config);
    const title = documentTitle(translate('app.title'), translate(route.titleKey));
    const location = useLocation();

    useEffect(() => {
        if (!decision.allow) return;
        document.title = title;
        reportPageView(pageViewPath(route, location), title);
    }, [decision.allow, title, location, route]);

    if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
    return (
        <div className={route.noLayout ? 'frakt-fade' : undefined} data-route={route.name}>
            {children}
        </div>
    );
};
