import { Route, Routes } from '@guildhall/ui/router';
import { RemotePage } from '../remotes/RemotePage';
import { NotFoundPage } from './NotFoundPage';
import { RequireRole } from './RequireRole';
import { REMOTE_ROUTES, type RemoteRoute } from './route-table';

function RoutedPage({ route }: { route: RemoteRoute }) {
  const page = <RemotePage page={route.page} area={route.area} />;
  return route.allow ? <RequireRole allow={route.allow}>{page}</RequireRole> : page;
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
            element={<RoutedPage key={route.page} route={route} />}
          />
        )),
      )}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
