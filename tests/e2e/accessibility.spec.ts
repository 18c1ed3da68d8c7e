import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES } from '@pv/shared/languages';
import { pagePerLayout } from '../support/pages';

/**
 * WCAG 2.1 AA as axe tags it, plus 2.5.3 "label in name" (voice control users say what they see),
 * whose rule axe-core marks experimental and so skips unless it is switched on by name.
 */
const wcagViolations = async (page: Page, where: string) => {
  // judged as the page settles: its scripts have run (the consent banner mounts then, where the page has one)
  // and every entrance animation is at its end state (finished at once rather than waited for: a busy
  // machine runs them slowly; endless ones, the animated hero's drift, are left running)
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation.effect?.getTiming().iterations !== Infinity) animation.finish();
  });
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map((v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
};

for (const locale of ['de', 'en'] as const) {
  // a test per page: one slow analysis on a busy machine does not eat the others' time
  for (const path of pagePerLayout(locale)) {
    test(`${path} (a layout in ${locale}) has no WCAG 2.1 AA violations`, async ({ page }) => {
      await page.goto(path);
      expect(await wcagViolations(page, path)).toEqual([]);
    });
  }
}

for (const locale of LANGUAGES) {
  test(`the home page in ${locale} has no WCAG 2.1 AA violations`, async ({ page }) => {
    await page.goto(`/${locale}/`);
    expect(await wcagViolations(page, `/${locale}/`)).toEqual([]);
  });
}

test('the header on a small screen, with the language list and the menu open, has no WCAG 2.1 AA violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/produkte/');
  const found = await wcagViolations(page, 'closed');
  await page.locator('.language-switch__toggle').click();
  found.push(...(await wcagViolations(page, 'language list open')));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  found.push(...(await wcagViolations(page, 'menu open')));
  expect(found).toEqual([]);
});
