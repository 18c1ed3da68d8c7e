import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { pagePerLayout } from '../support/pages';

for (const locale of ['de', 'en'] as const) {
  test(`every layout in ${locale} has no WCAG 2.1 AA violations`, async ({ page }) => {
    test.setTimeout(120_000);
    const found: string[] = [];
    for (const path of pagePerLayout(locale)) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      found.push(...violations.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`));
    }
    expect(found).toEqual([]);
  });
}
