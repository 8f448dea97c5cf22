// The shell's only contact with the Module Federation runtime: remotes are registered from remotes.json at start,
// so deploying a remote never requires rebuilding the shell.
import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RemoteEntries } from '../runtime-config';
import { reportVersionSkew } from './plugins/report-version-skew';
import { retryRemoteLoads } from './plugins/retry-remote-loads';

export function registerRemoteEntries(entries: RemoteEntries): void {
  // Global: every remote's own federation instance (created when its entry starts) reports skew too.
  registerGlobalPlugins([reportVersionSkew()]);
  registerPlugins([retryRemoteLoads()]);
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/** Loads `<container>/<module>`, e.g. `mf_admin/AdminDashboard` (null or a rejection when the remote cannot deliver). */
export const loadExposedModule = (id: string): Promise<unknown> => loadRemote(id);
