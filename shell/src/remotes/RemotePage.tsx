import { Suspense, useState } from 'react';
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
  // Each retry needs a new lazy component: React.lazy remembers a failure for good.
  const [Page, setPage] = useState(() => loadRemotePage(remote, module));
  return (
    <RemoteBoundary area={area} onRetry={() => setPage(() => loadRemotePage(remote, module))}>
      <Suspense fallback={<FullScreenLoader />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
