/** A buyer's ways forward: the partner finder, and the info center in the visitor's language. */
import { expect, test } from '@playwright/test';

test('the partner finder: the visitor’s country first, nearest by postcode, a town, another country, the map after consent', async ({ page }) => {
  await page.route(/openstreetmap/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
  await page.goto('/de/partner-finden/');
  const finder = page.locator('.partner-finder');
  await expect(finder.getByLabel('Land')).toHaveValue('AT');
  await expect(finder.getByRole('status')).toHaveText('5 Partner gefunden');
  await finder.getByLabel('Postleitzahl oder Ort').fill('4407');
  await expect(finder.locator('.partner__name').first()).toHaveText('Heiztechnik Huber');
  await finder.getByLabel('Postleitzahl oder Ort').fill('Graz');
  await expect(finder.locator('.partner__name')).toHaveText(['Elektrotechnik Pichler']);
  await finder.getByLabel('Postleitzahl oder Ort').fill('');
  await finder.getByLabel('Land').selectOption('CH');
  await expect(finder.getByRole('status')).toHaveText('2 Partner gefunden');
  await finder.getByLabel('Postleitzahl oder Ort').fill('Basel');
  await expect(finder.getByRole('status')).toContainText('Bei „Basel“ haben wir keinen Partner');
  // nothing from OpenStreetMap before consent
  await expect(finder.locator('iframe')).toHaveCount(0);
  await finder.getByRole('button', { name: 'Karte laden' }).click();
  await expect(finder.locator('iframe')).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=/);
  const before = await finder.locator('iframe').getAttribute('src');
  await finder.getByRole('button', { name: 'Auf der Karte zeigen' }).first().click();
  await expect(finder.locator('iframe')).not.toHaveAttribute('src', before!);
});

test('the menu and a product page lead to the partner finder', async ({ page }) => {
  await page.goto('/en/products/ac-thor/');
  await page.locator('nav.product-bar').getByRole('link', { name: 'Find a partner' }).click();
  await expect(page).toHaveURL(/\/en\/find-a-partner\/$/);
  await expect(page.locator('.desktop-menu').getByRole('link', { name: 'Find a partner' })).toHaveAttribute('aria-current', 'page');
});

test('the info center shows the visitor’s language first, searches by text, and names format and size', async ({ page }) => {
  await page.goto('/de/infocenter/');
  const cards = page.locator('.filterable-list__items .card');
  await expect(cards.first().locator('.card__meta')).toContainText('Deutsch');
  const metas = await cards.locator('.card__meta').allTextContents();
  const firstOther = metas.findIndex((meta) => !meta.includes('Deutsch'));
  expect(firstOther).toBeGreaterThan(0);
  expect(metas.slice(firstOther).some((meta) => meta.includes('Deutsch'))).toBe(false);
  await expect(cards.first().locator('.button__facts')).toHaveText(/^PDF · \d+ KB$|^[A-Z]{2,4}( · .+)?$/);
  await page.getByLabel('Suchbegriff').fill('Garantie');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(cards.first().locator('.card__title')).toContainText(/Garantie/i);
});
