/** First-load JavaScript of each layout's page, within its budget (relative to an empty Next.js page). */
import { expect, test } from '@playwright/test';
import { firstLoadJsBudget, firstLoadJsBytes } from '../support/first-load-js';
import { pagePerLayout } from '../support/pages';

// one test per layout, each within the default time limit however slow the machine; the empty page is measured once per worker
let baseline: number;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  baseline = await firstLoadJsBytes(page, '/_internal/baseline/');
  await page.close();
  expect(baseline).toBeGreaterThan(50_000);
});

for (const path of pagePerLayout('en').filter((p) => !p.startsWith('/_internal/'))) {
  const budget = firstLoadJsBudget(path);
  test(`${path} loads at most ${budget} × the JavaScript of an empty Next.js page`, async ({ page }) => {
    const bytes = await firstLoadJsBytes(page, path);
    const ratio = bytes / baseline;
    expect(ratio, `${path}: ${(bytes / 1024).toFixed(1)} KB = ${ratio.toFixed(2)} × ${(baseline / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(budget);
  });
}
