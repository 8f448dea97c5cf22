import { useEffect, useState } from 'react';

/** Whether the window is scrolled further down than `offsetPx`. */
export function useScrolledPast(offsetPx: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > offsetPx);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [offsetPx]);
  return past;
}
