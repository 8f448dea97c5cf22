import { Suspense, useState } from 'react';
import type { RemoteModuleId } from '@guildhall/contracts/federation';
import { useRemoteModule } from '@guildhall/ui/providers';
import { FullScreenLoader } from '../common/FullScreenLoader';
import { EndFirstPaint, showsFirstPaintOf } from './first-paint';

export interface RemotePageProps {
  page: RemoteModuleId;
  /** Named in the error message when the page cannot be loaded. */
  area: string;
}

/** A route's page: the remote's exposed module, loaded by the one hook (its failure view and Retry fill the page). */
export function RemotePage({ page, area }: RemotePageProps) {
  const { Module, failure } = useRemoteModule(page, { area });
  // While the page's own static markup is on screen, loading shows nothing over it.
  const [keepsFirstPaint] = useState(() => showsFirstPaintOf(page));
  const loading = keepsFirstPaint ? null : <FullScreenLoader />;
  if (failure)
    return (
      <>
        {failure}
        <EndFirstPaint />
      </>
    );
  if (!Module) return loading;
  return (
    <Suspense fallback={loading}>
      <Module />
      <EndFirstPaint />
    </Suspense>
  );
}
