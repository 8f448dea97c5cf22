// Remote modules a page loads at runtime from another remote (mf-public's 'Register Here' opens
// `mf_tickets/PurchaseDialog`). Only the host knows the remotes, so it provides the loader at start; a remote never
// imports another remote's files (contracts/src/federation.ts). Shared with '@guildhall/ui/providers' (a singleton),
// so the loader the shell sets is the one every remote calls.

type RemoteModuleLoader = (id: string) => Promise<unknown>;

let loader: RemoteModuleLoader | null = null;

/** The host's loader for `<remote>/<Module>` ids (the shell's federation runtime). */
export function provideRemoteModuleLoader(load: RemoteModuleLoader): void {
  loader = load;
}

/** Loads `<remote>/<Module>` through the host; rejects when no host provides remotes or the remote cannot deliver. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  if (!loader) throw new Error(`${id} cannot be loaded: this page runs without the shell that provides remotes`);
  return (await loader(id)) as T;
}
