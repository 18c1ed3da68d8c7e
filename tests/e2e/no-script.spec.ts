/**
 * Every page's HTML shows its main content without any script (spec: server-rendered pages): what a
 * crawler, a visitor whose scripts failed and the first paint see. The search results and the 404 page
 * included, which used to wait for the browser.
 */
import { expect, test } from '@playwright/test';
import { pagePerLayout } from '../support/pages';

test.use({ javaScriptEnabled: false });

const pages = [...pagePerLayout('en'), ...pagePerLayout('de')].filter((path) => !path.startsWith('/_internal/'));

for (const path of pages) {
  test(`${path} shows its main content without scripts`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(path.includes('does-not-exist') ? 404 : 200);
    const main = page.locator('main#content');
    await expect(main.locator('h1').first()).toBeVisible();
    expect((await main.locator('h1').first().innerText()).trim()).not.toBe('');
    // more than a heading: the page's text is in the HTML
    expect((await main.innerText()).replace(/\s+/g, ' ').length).toBeGreaterThan(120);
    await expect(page.locator('.site-header')).toBeVisible();
    await expect(page.locator('.site-footer')).toBeVisible();
  });
}

test('the search results for the address’s term come with the HTML: hits, their count and the filter by type', async ({ page }) => {
  await page.goto('/en/search/?q=hot%20water');
  await expect(page.getByText(/\d+ results? for “hot water”/)).toBeVisible();
  expect(await page.locator('.search-result').count()).toBeGreaterThan(0);
  await expect(page.getByRole('navigation', { name: 'Filter by type' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveValue('hot water');
});

test('the 404 page comes with the HTML in the address’s language: message, search, home and the main destinations', async ({ page }) => {
  for (const [path, title, home] of [
    ['/de/gibt-es-nicht/', 'Seite nicht gefunden', 'Zur Startseite'],
    ['/en/does-not-exist/', 'Page not found', 'Back to home'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', path.slice(1, 3));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('.not-found').getByRole('searchbox')).toBeVisible();
    await expect(page.getByRole('link', { name: home })).toHaveAttribute('href', `/${path.slice(1, 3)}/`);
    expect(await page.locator('.not-found__destinations a').count()).toBeGreaterThan(2);
  }
  // its search sends the term to the results page, which answers it without scripts too
  await page.locator('.not-found').getByRole('searchbox').fill('AC-THOR');
  await page.locator('.not-found').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/en\/search\/\?q=AC-THOR$/);
  expect(await page.locator('.search-result').count()).toBeGreaterThan(0);
});
