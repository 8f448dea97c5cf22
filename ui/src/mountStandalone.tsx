import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, useSession } from '@guildhall/shared-session';
import { AppProviders } from '@guildhall/ui/providers';

/**
 * Standalone mode for a remote's team: renders the remote's dev routes inside the shell's own providers and theme,
 * with the API behind the dev proxy and the stored session restored. The shell never calls it.
 */
export function mountStandalone(routes: ReactNode): void {
  configureApi({ baseURL: '' });
  useSession.getState().restore();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>{routes}</AppProviders>
    </StrictMode>,
  );
}
