import { useLayoutEffect } from 'react';
import { Route, Routes } from '@guildhall/ui/router';
import { documentTitle, routeDocumentTitle } from '@guildhall/contracts/paths';
import { RemotePage } from '../remotes/RemotePage';
import { NotFoundPage } from './NotFoundPage';
import { RequireRole } from './RequireRole';
import { REMOTE_ROUTES, type RemoteRoute } from './route-table';

/**
 * The route's tab title, set before the page's own effects run (a layout effect): a page that knows a better one
 * (an event's title) sets it after, in its own effect, and wins.
 */
function useRouteTitle(title: string) {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}

function RoutedPage({ route, path }: { route: RemoteRoute; path: string }) {
  useRouteTitle(routeDocumentTitle(route.title, path));
  const page = <RemotePage page={route.page} area={route.area} />;
  return route.allow ? <RequireRole allow={route.allow}>{page}</RequireRole> : page;
}

function UnknownPage() {
  useRouteTitle(documentTitle('Page not found'));
  return <NotFoundPage />;
}

export function AppRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.flatMap((route) =>
        route.paths.map((path) => (
          <Route
            key={path}
            path={path}
            // Keyed per remote page: moving between routes never carries one page's failure into another.
            element={<RoutedPage key={route.page} route={route} path={path} />}
          />
        )),
      )}
      <Route path="*" element={<UnknownPage />} />
    </Routes>
  );
}
