import { useEffect, useState } from 'react';
import { NAVBAR } from '@guildhall/contracts/limits';

/**
 * Next visibility of the bar: shown at the top, hidden when scrolling down past the threshold, shown again on a
 * scroll up larger than jitter; otherwise unchanged.
 */
function nextHidden(wasHidden: boolean, lastY: number, y: number): boolean {
  if (y <= 0) return false;
  if (y > lastY && y > NAVBAR.hideAfterPx) return true;
  if (lastY - y > NAVBAR.showOnScrollUpPx) return false;
  return wasHidden;
}

/** Whether the navbar should slide away for the current scroll direction. */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const previousY = lastY;
      setHidden((wasHidden) => nextHidden(wasHidden, previousY, y));
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return hidden;
}
