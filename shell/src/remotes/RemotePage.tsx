import { Suspense, useState } from 'react';
import type { RemoteModuleId } from '@guildhall/contracts/federation';
import { FullScreenLoader } from '../common/FullScreenLoader';
import { EndFirstPaint, showsFirstPaintOf } from './first-paint';
import { loadRemotePage } from './load-remote-page';
import { RemoteBoundary } from './RemoteBoundary';

export interface RemotePageProps {
  page: RemoteModuleId;
  /** Named in the error message when the page cannot be loaded. */
  area: string;
}

export function RemotePage({ page, area }: RemotePageProps) {
  // Each retry needs a new lazy component: React.lazy remembers a failure for good.
  const [Page, setPage] = useState(() => loadRemotePage(page));
  // While the page's own static markup is on screen, loading shows nothing over it.
  const [keepsFirstPaint] = useState(() => showsFirstPaintOf(page));
  return (
    <RemoteBoundary page={page} area={area} onRetry={() => setPage(() => loadRemotePage(page))}>
      <Suspense fallback={keepsFirstPaint ? null : <FullScreenLoader />}>
        <Page />
        <EndFirstPaint />
      </Suspense>
    </RemoteBoundary>
  );
}
