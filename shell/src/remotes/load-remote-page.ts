import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteModuleId } from '@guildhall/contracts/federation';
import { loadExposedModule } from './remote-registry';

/**
 * A page exposed by a remote as a lazy component. Each call starts a fresh load: React.lazy remembers a failure
 * for good, so retrying means calling this again.
 */
export function loadRemotePage(page: RemoteModuleId): LazyExoticComponent<ComponentType> {
  return lazy(() => loadExposedModule<{ default: ComponentType }>(page));
}
