import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@guildhall/contracts/limits';

const QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether the window is at least the spec's 768 px wide (desktop layout); false when rendered without a window. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
