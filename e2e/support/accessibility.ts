import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits for the page's finite animations and transitions to end (the endless ones, spinners, go on). MUI fades
 * dialogs and menus in and out: axe would read their half-transparent text as low contrast, and on a busy machine
 * it often ran mid-fade. At most 3 s: an animation that is paused or belongs to a hidden element never finishes.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A transition starts in the frame after its styles change: let two frames pass first.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
}

/** Runs axe on the page as it is now and fails on serious or critical violations, naming each rule and element. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await transitionsEnded(page);
  expect(await a11yProblems(page), `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * axe's serious and critical violations on the page as it is now, and those of `alwaysRules` whatever their impact,
 * each naming its rule and elements. axe runs in the page itself (legacy mode: the pages have no cross-origin
 * frames, and the default opened a blank page per call to merge the frames' results) and lists the nodes of its
 * violations only: the same violations in less than half the time (docs/choices.md, "Tests").
 */
export async function a11yProblems(page: Page, alwaysRules: ReadonlySet<string> = new Set()): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter(
      (violation) => alwaysRules.has(violation.id) || (violation.impact && BLOCKING_IMPACTS.has(violation.impact)),
    )
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
