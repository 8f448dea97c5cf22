import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi, useSession } from '@guildhall/shared-session';
import { registerRemoteEntries } from './remotes/remote-registry';
import './remotes/provided-mui';
import { loadAppConfig, loadRemoteEntries } from './runtime-config';

/** Lets the browser paint and handle input before the next piece of start-up work (no long task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  const [appConfig, remoteEntries] = await Promise.all([loadAppConfig(), loadRemoteEntries()]);
  configureApi({ baseURL: appConfig.apiBaseUrl });
  registerRemoteEntries(remoteEntries);
  useSession.getState().restore();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The app's modules (theme, navbar, routes) evaluate in a task of their own, and React renders in a transition,
  // in slices that yield to the browser: start-up is several short tasks instead of one long one.
  await nextTask();
  const { App } = await import('./App');
  await nextTask();
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
