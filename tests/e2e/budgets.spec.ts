import { expect, test } from '@playwright/test';
import { firstLoadJsBytes } from '../support/first-load-js';
import { pagePerLayout } from '../support/pages';

/** first-load JavaScript of a content page, relative to an empty Next.js page of the same version */
const MAX_RATIO = 1.25;

// one test per layout, each within the default time limit however slow the machine; the empty page is measured once per worker
let baseline: number;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  baseline = await firstLoadJsBytes(page, '/_internal/baseline/');
  await page.close();
  expect(baseline).toBeGreaterThan(50_000);
});

for (const path of pagePerLayout('en').filter((p) => !p.startsWith('/_internal/'))) {
  test(`${path} loads at most ${MAX_RATIO} × the JavaScript of an empty Next.js page`, async ({ page }) => {
    const bytes = await firstLoadJsBytes(page, path);
    const ratio = bytes / baseline;
    expect(ratio, `${path}: ${(bytes / 1024).toFixed(1)} KB = ${ratio.toFixed(2)} × ${(baseline / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(MAX_RATIO);
  });
}
