import { matchPath } from 'react-router-dom';
import { NOT_FOUND_PAGE, ROUTES } from './route-table';

/** The page module that renders a path: its route's page, or the not-found page. */
export function pageForPath(pathname: string): string {
  return ROUTES.find((route) => matchPath(route.path, pathname))?.page ?? NOT_FOUND_PAGE;
}
