import { startTransition, useEffect, useMemo, useState, type ComponentType, type ReactElement } from 'react';
import type { RemoteModuleId, RemoteModuleProps } from '@guildhall/contracts/federation';
import { RemoteModuleBoundary, RemoteModuleFailure, type RemoteModuleLayout } from './RemoteModuleFailure';
import { loadedRemoteModule, requestRemoteModule } from './remote-modules';

export interface RemoteModuleOptions {
  /** The part of the site, as a user would name it, in the failure view: 'admin dashboard', 'ticket purchase'. */
  area: string;
  /** false: not yet (loads when it turns true, e.g. on a click). */
  enabled?: boolean;
  layout?: RemoteModuleLayout;
}

export interface RemoteModule<Id extends RemoteModuleId> {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The module's default export inside the failure boundary, once loaded. */
  Module: ComponentType<RemoteModuleProps<Id>> | null;
  /** The failure view (what failed, and Retry) while status is 'failed'; render it where the module would be. */
  failure: ReactElement | null;
  /** Loads again after a failure. */
  retry(): void;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * THE way to load an exposed module of a remote (docs/interfaces.md, "Loading a remote page"): through the host's
 * federation runtime (which retries a failed fetch), once per visit, with one failure view and Retry, and a boundary
 * around the module. The load starts while rendering, as React.lazy's does, so a page does not wait for an effect.
 */
export function useRemoteModule<Id extends RemoteModuleId>(
  id: Id,
  { area, enabled = true, layout = 'page' }: RemoteModuleOptions,
): RemoteModule<Id> {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<{ id: Id; attempt: number; error: Error } | null>(null);
  const [, setArrived] = useState<unknown>(null);
  const hasFailed = failed !== null && failed.id === id && failed.attempt === attempt;
  const component = enabled ? loadedRemoteModule(id) : undefined;
  const loading = enabled && !component && !hasFailed ? requestRemoteModule(id) : null;

  useEffect(() => {
    if (!loading) return;
    let current = true;
    loading.then(
      // In a transition, as React.lazy's retry is: the page renders in slices that yield to the browser, not in
      // one blocking task when its module arrives (Lighthouse's blocking time on / and /home).
      (arrived) => current && startTransition(() => setArrived(() => arrived)),
      (error: unknown) => current && setFailed({ id, attempt, error: asError(error) }),
    );
    return () => {
      current = false;
    };
  }, [loading, id, attempt]);

  const Module = useMemo(() => {
    if (!component) return null;
    const Loaded = component as ComponentType<object>;
    return function RemoteModuleInBoundary(props: RemoteModuleProps<Id>) {
      return (
        <RemoteModuleBoundary id={id} area={area} layout={layout}>
          <Loaded {...props} />
        </RemoteModuleBoundary>
      );
    };
  }, [component, id, area, layout]);

  const retry = () => setAttempt((count) => count + 1);
  if (Module) return { status: 'ready', Module, failure: null, retry };
  if (hasFailed)
    return {
      status: 'failed',
      Module: null,
      failure: <RemoteModuleFailure id={id} area={area} layout={layout} error={failed.error} onRetry={retry} />,
      retry,
    };
  return { status: enabled ? 'loading' : 'idle', Module: null, failure: null, retry };
}
