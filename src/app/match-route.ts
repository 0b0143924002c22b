import { matchPath } from 'react-router-dom';
import { NOT_FOUND_PAGE, ROUTES, type RouteDefinition } from './route-table';

/** The route that renders a path, if any. */
export function routeForPath(pathname: string): RouteDefinition | undefined {
  return ROUTES.find((route) => matchPath(route.path, pathname));
}

/** The page module that renders a path: its route's page, or the not-found page. */
export function pageForPath(pathname: string): string {
  return routeForPath(pathname)?.page ?? NOT_FOUND_PAGE;
}
