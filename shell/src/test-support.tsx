// Shared by the shell's component tests: a router around the UI under test and a readout of where it navigated.
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '@guildhall/ui/router';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTestQueryClient } from '@guildhall/ui/test-support';
import { useSession, type SessionUser } from '@guildhall/shared-session';

function LocationReadout() {
  const location = useLocation();
  const state = location.state as { tab?: string } | null;
  return <div data-testid="location">{`${location.pathname}${state?.tab ? ` tab=${state.tab}` : ''}`}</div>;
}

export function renderAt(path: string, ui: ReactNode) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationReadout />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export function setSession(user: SessionUser | null, loading = false): void {
  useSession.setState({ user, isAuthenticated: user !== null, loading });
}
