import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadExposedModule } from './remote-registry';

export type RemoteName = 'mf_public' | 'mf_member' | 'mf_admin' | 'mf_tickets';

/**
 * A page exposed by a remote as a lazy component. Each call starts a fresh load: React.lazy remembers a failure
 * for good, so retrying means calling this again.
 */
export function loadRemotePage(remote: RemoteName, module: string): LazyExoticComponent<ComponentType> {
  return lazy(() => loadExposedModule<{ default: ComponentType }>(`${remote}/${module}`));
}
