import { Route, Routes } from 'react-router-dom';
import { pageComponent } from './page-loaders';
import { NOT_FOUND_PAGE, ROUTES } from './route-table';

// pageComponent returns one cached component per page module, so the element types below keep
// their identity from render to render; the rule cannot see through the cache.
export function AppRoutes() {
  const NotFound = pageComponent(NOT_FOUND_PAGE);
  return (
    <Routes>
      {ROUTES.map((route) => {
        const Page = pageComponent(route.page);
        return <Route key={route.path} path={route.path} element={<Page />} />;
      })}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
