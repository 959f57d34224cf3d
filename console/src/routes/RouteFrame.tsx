import { useEffect, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { config } from '../config';
import { viewerOf } from '../session/session';
import { useSession } from '../session/useSession';
import { decideRouteAccess, documentTitle } from './routeGuard';
import type { RouteDefinition } from './routeTable';

/** Applies the guard of one route, sets the document title and fades the page in. */
export const RouteFrame = ({ route, children }: { route: RouteDefinition; children: ReactNode }) => {
    const translate = useTranslate();
    const session = useSession();
    const decision = decideRouteAccess(route, viewerOf(session), config);
    const title = documentTitle(translate('app.title'), translate(route.titleKey));

    useEffect(() => {
        if (decision.allow) document.title = title;
    }, [decision.allow, title]);

    if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
    return (
        <div className="frakt-fade" data-route={route.name}>
            {children}
        </div>
    );
};
