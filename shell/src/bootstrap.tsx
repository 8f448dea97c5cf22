import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, useSession } from '@guildhall/shared-session';
import { App } from './App';
import { registerRemoteManifests } from './remotes/remote-registry';
import './remotes/provided-mui';
import { loadAppConfig, loadRemoteManifests } from './runtime-config';

async function start(): Promise<void> {
  const [appConfig, remoteManifests] = await Promise.all([loadAppConfig(), loadRemoteManifests()]);
  configureApi({ baseURL: appConfig.apiBaseUrl });
  registerRemoteManifests(remoteManifests);
  useSession.getState().restore();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A transition lets React render in slices that yield to the browser (no long task on the first render).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
