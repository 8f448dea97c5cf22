// The byte budget (e2e/budgets.json): each route's cold first load against the production build stays within its
// KiB of JavaScript, and no library arrives twice. Bytes are deterministic: nothing here is timed.
import { expect, test } from '@playwright/test';
import { findDuplicates, kib, librariesByFile, measureFirstLoad } from '../support/first-load';
import { BASE_URL } from '../support/ports';
import { budgetedRoutes, COMPILED_INTO_EVERY_APP, ROUTE_BUDGETS } from '../support/route-budgets';

for (const path of Object.keys(ROUTE_BUDGETS)) {
  test(`a cold first load of ${path} downloads at most its budget of JavaScript (gzip) and no library twice`, async ({
    browser,
  }) => {
    const route = (await budgetedRoutes(BASE_URL)).find((candidate) => candidate.path === path)!;
    const load = await measureFirstLoad(browser, BASE_URL, route);
    const report = librariesByFile(load)
      .map((file) => `  ${file.gzipKiB} KiB  ${file.file}  ${file.libraries.join(' ')}`)
      .join('\n');

    const total = `${path}: ${kib(load.gzipBytes)} KiB of JS (budget ${route.budgetKiB})`;
    // The figure itself, for docs/performance.md's first-load table (the bench prints the same).
    console.log(`${total}, ${load.scripts.length} files`);
    const verdict = load.gzipBytes <= route.budgetKiB * 1024 ? 'within budget' : `over budget, by file:\n${report}`;
    expect(`${total} ${verdict}`).toBe(`${total} within budget`);
    expect(findDuplicates(load, COMPILED_INTO_EVERY_APP)).toEqual([]);
  });
}
