export { CatchAll, routeElements } from './routeElements';
export { decideRouteAccess, documentTitle } from './routeGuard';
export { pathTo, routeByName, routeTable, START_PATH, WELCOME_PATH } from './routeTable';
export type { RouteDefinition, RouteName } from './routeTable';
