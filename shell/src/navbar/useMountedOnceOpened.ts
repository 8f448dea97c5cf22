import { useState } from 'react';

/**
 * True from the first time `open` is true: lazily loaded overlays mount on first use, then stay mounted so
 * their closing transition can play.
 */
export function useMountedOnceOpened(open: boolean): boolean {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return mounted;
}
