import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits for the page's finite animations and transitions to end (the endless ones, spinners, go on). MUI fades
 * dialogs and menus in and out: axe would read their half-transparent text as low contrast, and on a busy machine
 * it often ran mid-fade.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A transition starts in the frame after its styles change: let two frames pass first.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Runs axe on the page as it is now and fails on serious or critical violations, naming each rule and element. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await transitionsEnded(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const blocking = violations
    .filter((violation) => violation.impact && BLOCKING_IMPACTS.has(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(blocking, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}
