/**
 * The keyboard walk (issue 35): Tab, Shift+Tab, Enter and Escape only, on a desktop and a phone. Focus never
 * drops to the page's start, never hides under the sticky header, never leaves an open menu for what it covers.
 */
import { expect, test, type Page } from '@playwright/test';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'consent', value: 'necessary', url: baseURL! }]);
});

/** the focused element's accessible text and class, to say where focus is */
const focused = (page: Page) => page.evaluate(() => ({ text: (document.activeElement?.textContent ?? '').trim(), className: document.activeElement?.className ?? '', tag: document.activeElement?.tagName }));

test.describe('desktop', () => {
  test('fly-out: Enter opens it, its own page comes first, Escape closes it with focus back on its name, Tab past its end closes it', async ({ page }) => {
    await page.goto('/de/produkte/');
    const toggle = page.getByRole('button', { name: 'Support' });
    const flyout = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(flyout).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(flyout.getByRole('link').first()).toBeFocused();
    await expect(flyout.getByRole('link').first()).toHaveAttribute('href', '/de/support/');
    await page.keyboard.press('Escape');
    await expect(flyout).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    const links = await flyout.getByRole('link').count();
    for (let stop = 0; stop <= links; stop++) await page.keyboard.press('Tab');
    await expect(flyout).toBeHidden();
    expect((await focused(page)).tag).not.toBe('BODY');
  });

  test('language list: Escape gives focus back to the switch; Tab past its last language closes it', async ({ page }) => {
    await page.goto('/de/produkte/');
    const toggle = page.locator('.language-switch__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const list = page.locator('#language-list');
    await expect(list).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    for (let stop = 0; stop < 7; stop++) await page.keyboard.press('Tab');
    await expect(list).toBeHidden();
  });

  test('skip link: the content it leads to, and every link tabbed to below, is not under the sticky header', async ({ page }) => {
    await page.goto('/de/faq/');
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link')).toBeFocused();
    await page.keyboard.press('Enter');
    const header = (await page.locator('.site-header').boundingBox())!;
    for (let stop = 0; stop < 12; stop++) {
      await page.keyboard.press('Tab');
      const box = await page.evaluate(() => {
        const rect = document.activeElement?.getBoundingClientRect();
        return rect ? { top: rect.top, bottom: rect.bottom } : null;
      });
      expect(box, `stop ${stop}: ${JSON.stringify(await focused(page))}`).not.toBeNull();
      expect(box!.top, `stop ${stop}: ${JSON.stringify(await focused(page))}`).toBeGreaterThanOrEqual(header.y + header.height - 1);
    }
  });

  test('the consent banner comes first in the tab order while it is shown', async ({ browser, baseURL }) => {
    const fresh = await browser.newContext({ baseURL });
    const page = await fresh.newPage();
    await page.goto('/de/');
    const banner = page.locator('.consent-banner, [data-consent-banner]').first();
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('.consent-banner, [data-consent-banner]'))).toBe(true);
    await fresh.close();
  });

  test('the language switch keeps the search term of a results page', async ({ page }) => {
    await page.goto('/de/suche/?q=AC-THOR');
    await page.locator('.language-switch__toggle').click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/search\/\?q=AC-THOR$/);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('mobile menu: modal (Tab goes round it, the page behind is inert), focus follows its levels, Escape closes it onto its toggle, it reopens on the first level', async ({ page }) => {
    await page.goto('/de/produkte/');
    const toggle = page.getByRole('button', { name: 'Menü öffnen' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('#mobile-menu-panel');
    await expect(panel).toBeVisible();
    // focus is in the panel, and Tab never leaves panel and toggle
    expect(await page.evaluate(() => !!document.activeElement?.closest('#mobile-menu-panel'))).toBe(true);
    const stops = await panel.locator('a[href], button').count();
    for (let stop = 0; stop < stops + 2; stop++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#mobile-menu-panel, .mobile-menu'))).toBe(true);
    }
    for (let stop = 0; stop < 3; stop++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('#mobile-menu-panel, .mobile-menu'))).toBe(true);
    }
    expect(await page.locator('#content').evaluate((main) => (main as HTMLElement).inert)).toBe(true);

    // a second level: focus on Back; back: focus on the entry it came from
    await panel.getByRole('button', { name: /Support/ }).focus();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: /Zurück/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: /Support/ })).toBeFocused();
    await page.keyboard.press('Enter');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeFocused();
    expect(await page.locator('#content').evaluate((main) => (main as HTMLElement).inert)).toBe(false);
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('button', { name: /Zurück/ })).toHaveCount(0);
  });
});
