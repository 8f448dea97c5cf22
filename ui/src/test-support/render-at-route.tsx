import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@guildhall/ui/router';

/** Shows where the router went, so tests can assert navigations without mocking react-router. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state)}>
      {location.pathname}
    </output>
  );
}

/** Renders `page` at `path` (optionally with navigation state); any other route shows the location probe. */
export function renderAtRoute(page: ReactElement, path = '/', state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}
