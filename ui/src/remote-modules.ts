// Remote modules loaded at runtime: the shell's pages, and a page's module from another remote (mf-public's 'Register
// Here' opens `mf_tickets/PurchaseDialog`). Only the host knows the remotes, so it provides the loader at start; a
// remote never imports another remote's files (contracts/src/federation.ts). Shared with '@guildhall/ui/providers' (a
// singleton), so the loader the shell sets is the one every remote calls, and a module once loaded stays loaded for
// every app.
import type { ComponentType } from 'react';
import type { RemoteModuleId } from '@guildhall/contracts/federation';

type RemoteModuleLoader = (id: string) => Promise<unknown>;

interface Loading {
  promise: Promise<ComponentType<never>>;
  /** Set once the module arrived: a later mount renders it at once. */
  component?: ComponentType<never>;
}

let loader: RemoteModuleLoader | null = null;
let modules = new Map<string, Loading>();

/** The host's loader for `<remote>/<Module>` ids (the shell's federation runtime, which retries a failed fetch). */
export function provideRemoteModuleLoader(load: RemoteModuleLoader): void {
  loader = load;
  modules = new Map();
}

async function fetchDefault(id: RemoteModuleId, load: RemoteModuleLoader | null): Promise<ComponentType<never>> {
  // No loader: a remote's standalone page, without the shell that provides remotes.
  const exposed = (await load?.(id)) as { default?: ComponentType<never> } | null | undefined;
  if (!exposed?.default) throw new Error(`The remote module ${id} could not be loaded`);
  return exposed.default;
}

/**
 * The default export of `id`, loaded through the host once: callers at the same time share the load, a failure is
 * forgotten (the next call loads afresh), a success kept. Rejects when no host provides remotes.
 */
export function requestRemoteModule(id: RemoteModuleId): Promise<ComponentType<never>> {
  const known = modules.get(id);
  if (known) return known.promise;
  const loading: Loading = {
    promise: fetchDefault(id, loader).then((component) => {
      loading.component = component;
      return component;
    }),
  };
  loading.promise.catch(() => {
    if (modules.get(id) === loading) modules.delete(id);
  });
  modules.set(id, loading);
  return loading.promise;
}

/** The default export of `id` if it has already arrived. */
export const loadedRemoteModule = (id: RemoteModuleId): ComponentType<never> | undefined => modules.get(id)?.component;
