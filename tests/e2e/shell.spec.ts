import { expect, test } from '@playwright/test';

test.describe('header', () => {
  test('fly-out opens on hover, stays open when clicked, toggles on click and closes on mouse leave', async ({ page }) => {
    await page.goto('/en/products/');
    const toggle = page.getByRole('button', { name: 'Company' });
    const flyout = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(flyout).toBeHidden();
    await toggle.hover();
    await expect(flyout).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(flyout).toBeHidden();
    await toggle.hover();
    await expect(flyout).toBeVisible();
    // the click that follows the hover keeps the fly-out the visitor reached for
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(flyout).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(flyout).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(flyout).toBeVisible();
    await flyout.getByRole('link', { name: 'Imprint' }).click();
    await expect(page).toHaveURL(/\/en\/imprint\/$/);
    await expect(page.locator('.desktop-menu').getByRole('link', { name: 'Imprint', includeHidden: true })).toHaveAttribute('aria-current', 'page');
  });

  test('a pointer path that leaves the menu for a moment on its way into the fly-out does not close it', async ({ page }) => {
    await page.goto('/en/products/');
    const toggle = page.getByRole('button', { name: 'Support' });
    const flyout = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await toggle.hover();
    await expect(flyout).toBeVisible();
    const link = (await flyout.getByRole('link').last().boundingBox())!;
    const start = (await toggle.boundingBox())!;
    // a diagonal that crosses the gap beside the panel, then reaches its last link
    await page.mouse.move(start.x + start.width + 160, start.y + start.height + 8, { steps: 4 });
    await page.mouse.move(link.x + link.width / 2, link.y + link.height / 2, { steps: 4 });
    await expect(flyout).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('the fly-out fades out over 150 ms without catching the pointer; at once with reduced motion', async ({ page }) => {
    await page.goto('/en/products/');
    const toggle = page.getByRole('button', { name: 'Company' });
    const flyout = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await toggle.hover();
    await expect(flyout).toHaveCSS('opacity', '1');
    // what the panel is like while its fade-out runs, and how long that ran
    await flyout.evaluate((panel: HTMLElement) => {
      const seen = window as unknown as { fadeOut?: { visibility: string; pointerEvents: string; seconds?: number } };
      panel.addEventListener('transitionstart', (event) => {
        if (event.propertyName === 'opacity') seen.fadeOut = { visibility: getComputedStyle(panel).visibility, pointerEvents: getComputedStyle(panel).pointerEvents };
      });
      panel.addEventListener('transitionend', (event) => {
        if (event.propertyName === 'opacity' && seen.fadeOut) seen.fadeOut.seconds = event.elapsedTime;
      });
    });
    await page.mouse.move(5, 600);
    const fadeOut = () => page.evaluate(() => (window as unknown as { fadeOut?: { seconds?: number } }).fadeOut);
    await expect.poll(async () => (await fadeOut())?.seconds).toBeDefined();
    const fade = (await fadeOut())!;
    expect(fade).toMatchObject({ visibility: 'visible', pointerEvents: 'none' });
    expect(fade.seconds).toBeCloseTo(0.15, 3);
    await expect(flyout).toBeHidden();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await toggle.hover();
    await expect(flyout).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(flyout).toHaveCSS('transition-duration', /^0s(, 0s)*$/);
    await expect(flyout).toBeHidden();
  });

  test('the header floats over an animated hero and sticks elsewhere', async ({ page }) => {
    await page.goto('/de/');
    await expect(page.locator('.site-header')).toHaveCSS('position', 'fixed');
    await page.goto('/de/support/');
    await expect(page.locator('.site-header')).toHaveCSS('position', 'sticky');
  });

  test('mobile menu: full-screen, second level with back arrow and title link, scroll locked while open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/de/produkte/');
    await expect(page.locator('.desktop-menu')).toBeHidden();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const panel = page.locator('#mobile-menu-panel');
    await expect(panel).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await panel.getByRole('button', { name: /Unternehmen/ }).click();
    await expect(panel.getByRole('link', { name: 'Unternehmen' })).toBeVisible();
    await panel.getByRole('button', { name: /Zurück/ }).click();
    await expect(panel.getByRole('link', { name: 'Produkte' })).toBeVisible();
    await panel.getByRole('button', { name: /Unternehmen/ }).click();
    await panel.getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/de\/impressum\/$/);
    await expect(page.locator('#mobile-menu-panel')).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });

  test('the language switch is named by what it shows first (WCAG 2.5.3) and stays one line in the header on a small screen', async ({ page }) => {
    await page.goto('/nl/');
    await expect(page.locator('.language-switch__toggle')).toHaveAccessibleName('NL – Taal kiezen: Nederlands');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/de/produkte/');
    const toggle = page.locator('.language-switch__toggle');
    await expect(toggle).toHaveAccessibleName('DE – Sprache wählen: Deutsch');
    const bar = (await page.locator('.site-header__bar').boundingBox())!;
    const box = (await toggle.boundingBox())!;
    const search = (await page.getByRole('button', { name: 'Suche öffnen' }).boundingBox())!;
    // as tall as the search button beside it: flag and code on one line
    expect(box.height).toBeCloseTo(search.height, 0);
    expect(bar.height).toBe(72);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  test('the language switch keeps the page, changes the language and remembers it', async ({ page, context }) => {
    await page.goto('/de/ueber-uns/');
    await page.getByRole('button', { name: /Sprache wählen/ }).click();
    await page.getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(/\/it\/chi-siamo\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trasformiamo il sole in calore');
    const cookie = (await context.cookies()).find((c) => c.name === 'langkey');
    expect(cookie?.value).toBe('it');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    await page.goto('/');
    await expect(page).toHaveURL(/\/it\/$/);
  });
});

test.describe('footer', () => {
  test('shows info, social links that are set, link columns, contact and the current year', async ({ page }) => {
    await page.goto('/en/');
    const footer = page.locator('footer');
    await expect(footer.getByText('Sonnwärme turns photovoltaic power into heat')).toBeVisible();
    for (const name of ['Instagram', 'Facebook', 'YouTube', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('target', '_blank');
    }
    await expect(footer.getByRole('link', { name: 'X', exact: true })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: '+43 7252 000000' })).toHaveAttribute('href', 'tel:+437252000000');
    await expect(footer.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', 'mailto:office@sonnwaerme.example');
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/en/privacy/');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('the cookie banner appears after mounting, remembers the choice and can be reopened', async ({ page, request }) => {
    // not in the server's HTML (look for the element: a stylesheet may name the class)
    expect(await (await request.get('/en/')).text()).not.toMatch(/<[^>]+class="consent-banner/);
    await page.goto('/en/');
    const banner = page.getByRole('dialog', { name: 'Cookies and external content' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Necessary only' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    // the button works once the page's scripts have run: a click before that is tried again, and each
    // try first sees the banner stay away
    await expect(async () => {
      await expect(banner).toBeHidden();
      await page.getByRole('button', { name: 'Cookie settings' }).click();
      await expect(banner).toBeVisible({ timeout: 1_000 });
    }).toPass();
  });
});
