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
  // The app's modules evaluate one library at a time, each in a task of its own (emotion and MUI's styling engine,
  // then the theme and providers, then the navbar and routes), and React renders in a transition, in slices that
  // yield to the browser: start-up is short tasks only, never one long one (docs/choices.md, "Start-up in short
  // tasks": Lighthouse's TBT on / fell from 500-800 ms to 13-305 ms).
  for (const evaluate of [() => import('@guildhall/ui/styles'), () => import('@guildhall/ui/providers')]) {
    await nextTask();
    await evaluate();
  }
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
