/**
 * Makes the tests of the enclosing `describe` run below 768 px: every max-width media query matches, no min-width
 * one does (jsdom has no layout, so `useMediaQuery` reads `window.matchMedia`).
 */
export function atPhoneWidth(): void {
  const realMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        onchange: null,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });
}
