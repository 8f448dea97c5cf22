import { act, renderHook } from '@testing-library/react';
import { useHideOnScroll } from './useHideOnScroll';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

beforeEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

it('stays shown while scrolling down within the first 100 px', () => {
  const { result } = renderHook(() => useHideOnScroll());
  scrollTo(60);
  scrollTo(100);
  expect(result.current).toBe(false);
});

it('hides when scrolling down past 100 px', () => {
  const { result } = renderHook(() => useHideOnScroll());
  scrollTo(80);
  scrollTo(101);
  expect(result.current).toBe(true);
});

it('ignores a scroll up of 2 px and shows on a larger one', () => {
  const { result } = renderHook(() => useHideOnScroll());
  scrollTo(400);
  scrollTo(398);
  expect(result.current).toBe(true);
  scrollTo(395);
  expect(result.current).toBe(false);
});

it('shows at the top of the page', () => {
  const { result } = renderHook(() => useHideOnScroll());
  scrollTo(400);
  scrollTo(0);
  expect(result.current).toBe(false);
});
