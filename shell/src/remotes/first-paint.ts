// The page's first paint (docs/interfaces.md, "First paint"): for a route whose page ships static markup, the
// shell host puts that markup in index.html, outside React's root, so the largest paint waits for no script. It
// stays on screen while the page's remote loads (no spinner over it) and goes away in the very commit that shows
// the real page, the error boundary, or any other route.
import { useLayoutEffect } from 'react';
import { FIRST_PAINT_ELEMENT_ID, type RemoteModuleId } from '@guildhall/contracts/federation';

function firstPaintElement(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_ELEMENT_ID);
}

/** True while the static markup of `page` is on screen. */
export function showsFirstPaintOf(page: RemoteModuleId): boolean {
  return firstPaintElement()?.dataset.page === page;
}

/** Removes the static markup once the component calling it commits (the real page, or something else). */
export function useEndFirstPaint(): void {
  useLayoutEffect(() => {
    firstPaintElement()?.remove();
  }, []);
}

/** Rendered next to whatever replaces the static markup, in the same commit. */
export function EndFirstPaint(): null {
  useEndFirstPaint();
  return null;
}
