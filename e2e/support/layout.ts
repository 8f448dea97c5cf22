// The layout check every route passes at a phone's and a laptop's width (e2e/tests/layout-*.e2e.ts): nothing wider
// than the screen, every control named, axe content, the route's own tab title. A screenshot of each is kept in
// .e2e-artifacts/layout/ for people to read.
import { expect, type Page } from '@playwright/test';
import { a11yProblems, transitionsEnded } from './accessibility';
import { screenshot } from './browser';

export const LAYOUT_WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

/** axe's rules that an interactive element without an accessible name breaks, whatever impact axe gives them. */
const NAME_RULES = new Set([
  'button-name',
  'link-name',
  'input-button-name',
  'label',
  'select-name',
  'aria-command-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'frame-title',
]);

/** Waits until the page has settled: first paint replaced, nothing loading, no request in flight, no animation. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // A spinner (no value) or a region marked busy; a meter with a value (the event's spots) is content.
  await expect(
    page.locator('[role="progressbar"]:not([aria-valuenow]):visible, [aria-busy="true"]:visible'),
  ).toHaveCount(0);
  await transitionsEnded(page);
}

/** Elements whose right edge passes the viewport's, named so a failure says what overflows. */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = window.innerWidth + 1;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className
          ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`
          : ''
      } (right ${Math.round(element.getBoundingClientRect().right)} px)`;
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > limit)
      .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= limit)
      .slice(0, 8)
      .map(describe);
  });
}

/** The checks of one state of one route at one width. */
async function checkAtWidth(page: Page, state: string, title: string | RegExp): Promise<void> {
  await settled(page);
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect
    .soft(widths.scrollWidth, `${state}: page wider than the screen; overflowing: ${await overflowingElements(page)}`)
    .toBeLessThanOrEqual(widths.innerWidth);

  const problems = await a11yProblems(page, NAME_RULES);
  expect.soft(problems, `${state}: unnamed controls or serious accessibility violations`).toEqual([]);
  await expect.soft(page, `${state}: the tab's title`).toHaveTitle(title);
}

/**
 * Checks the page as it is at both widths (the same document resized: what a rotated phone or a resized window
 * does), with a screenshot of each.
 */
export async function checkLayout(page: Page, state: string, title: string | RegExp): Promise<void> {
  for (const { name, width, height } of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height });
    await checkAtWidth(page, `${state} at ${width} px`, title);
    await screenshot(page, `layout/${state.replace(/[^\w-]+/g, '-')}-${name}`);
  }
}
