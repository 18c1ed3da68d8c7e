import { expect, test } from '@playwright/test';
import { firstLoadJsBytes } from '../support/first-load-js';
import { pagePerLayout } from '../support/pages';

/** first-load JavaScript of a content page, relative to an empty Next.js page of the same version */
const MAX_RATIO = 1.25;

test('content pages load at most 1.25 × the JavaScript of an empty Next.js page', async ({ page }) => {
  const baseline = await firstLoadJsBytes(page, '/_internal/baseline/');
  expect(baseline).toBeGreaterThan(50_000);
  const tooHeavy: string[] = [];
  for (const path of pagePerLayout('en').filter((p) => !p.startsWith('/_internal/'))) {
    const bytes = await firstLoadJsBytes(page, path);
    const ratio = bytes / baseline;
    if (ratio > MAX_RATIO) tooHeavy.push(`${path}: ${(bytes / 1024).toFixed(1)} KB = ${ratio.toFixed(2)} × ${(baseline / 1024).toFixed(1)} KB`);
  }
  expect(tooHeavy, `first-load JS above ${MAX_RATIO} × the empty page`).toEqual([]);
});
