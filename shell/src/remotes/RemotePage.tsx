import { Suspense, useMemo, useState } from 'react';
import { FullScreenLoader } from '../common/FullScreenLoader';
import { loadRemotePage, type RemoteName } from './load-remote-page';
import { RemoteBoundary } from './RemoteBoundary';

export interface RemotePageProps {
  remote: RemoteName;
  module: string;
  /** Named in the error message when the page cannot be loaded. */
  area: string;
}

export function RemotePage({ remote, module, area }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  // `attempt` is a dependency on purpose: each retry needs a new lazy component.
  const Page = useMemo(() => loadRemotePage(remote, module), [remote, module, attempt]);
  return (
    <RemoteBoundary area={area} onRetry={() => setAttempt((count) => count + 1)}>
      <Suspense fallback={<FullScreenLoader />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
