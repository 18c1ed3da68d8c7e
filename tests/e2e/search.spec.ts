import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';

const SEARCH_SERVICE = 'http://localhost:4020/**';
const GROUP_ORDER = ['page', 'product', 'frequently-asked-question', 'manual', 'info-center-document', 'reference', 'news'];

const texts = {
  de: { open: 'Suche öffnen', placeholder: 'Suchen …', prompt: /Geben Sie einen Begriff ein/, noResults: 'Keine Ergebnisse', close: 'Suche schließen', term: 'AC-THOR' },
  en: { open: 'Open search', placeholder: 'Search...', prompt: /Type a term/, noResults: 'No results', close: 'Close search', term: 'hot water' },
};

/** the search overlay (the cookie banner is a dialog too) */
const palette = (page: Page) => page.locator('dialog.search-palette');

async function openPalette(page: Page, locale: 'de' | 'en') {
  await page.getByRole('button', { name: texts[locale].open }).click();
  const input = palette(page).getByRole('combobox');
  await expect(input).toBeFocused();
  return input;
}

/** the type of each group shown, in order */
const groupTypes = (page: Page) => page.locator('.search-palette__group').evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-labelledby')!.replace('search-group-', '')));

for (const locale of ['de', 'en'] as const) {
  test.describe(`search palette (${locale})`, () => {
    test('prompt, grouped results in the spec order, arrow keys and Enter open a hit', async ({ page }) => {
      await page.goto(`/${locale}/`);
      const input = await openPalette(page, locale);
      await expect(input).toHaveAttribute('placeholder', texts[locale].placeholder);
      await expect(palette(page)).toContainText(texts[locale].prompt);

      await input.fill(texts[locale].term);
      const options = page.getByRole('option');
      await expect(options.first()).toBeVisible();
      const order = await groupTypes(page);
      expect(order.length).toBeGreaterThan(2);
      expect(order).toEqual(GROUP_ORDER.filter((type) => order.includes(type)));
      await expect(page.locator('.search-palette__results')).toHaveCSS('max-height', '320px');

      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
      await input.press('ArrowDown');
      await input.press('ArrowDown');
      await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');
      await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(2).getAttribute('id'))!);
      await input.press('ArrowUp');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      // the mouse highlights too
      await options.nth(3).hover();
      await expect(options.nth(3)).toHaveAttribute('aria-selected', 'true');
      await input.press('ArrowUp');
      const target = (await options.nth(2).getAttribute('href'))!;
      expect(target.startsWith(`/${locale}/`)).toBe(true);
      await input.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(palette(page)).toBeHidden();
    });

    test('Escape and the close button close the palette, clear the term and give focus back', async ({ page }) => {
      await page.goto(`/${locale}/`);
      let input = await openPalette(page, locale);
      await input.fill('elwa');
      await expect(page.getByRole('option').first()).toBeVisible();
      await input.press('Escape');
      await expect(palette(page)).toBeHidden();
      await expect(page.getByRole('button', { name: texts[locale].open })).toBeFocused();

      input = await openPalette(page, locale);
      await expect(input).toHaveValue('');
      // focus stays in the palette: the page behind is inert while it is open
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !document.activeElement || document.activeElement === document.body || !!document.activeElement.closest('dialog.search-palette'))).toBe(true);
      }
      await input.focus();
      await expect(page.getByRole('option')).toHaveCount(0);
      await input.fill('elwa');
      await page.getByRole('button', { name: texts[locale].close }).click();
      await expect(palette(page)).toBeHidden();
    });

    test('no results: title and text; an empty term sends no request', async ({ page }) => {
      const queries: string[] = [];
      page.on('request', (request) => request.url().startsWith('http://localhost:4020/') && queries.push(request.postData() ?? ''));
      await page.goto(`/${locale}/`);
      const input = await openPalette(page, locale);
      await input.fill('   ');
      await expect(palette(page)).toContainText(texts[locale].prompt);
      expect(queries).toEqual([]);
      await input.fill('xyzzyqwv');
      await expect(palette(page)).toContainText(texts[locale].noResults);
      await expect(palette(page)).toContainText('xyzzyqwv');
      expect(queries).toHaveLength(1);
    });
  });
}

test('a slow answer to an older term never replaces the newer one', async ({ page }) => {
  await page.goto('/en/');
  let input = await openPalette(page, 'en');
  await input.fill('modbus');
  await expect(page.getByRole('option').first()).toBeVisible();
  const expected = await page.getByRole('option').allTextContents();
  // a new page: the search client's answers cache is gone, both terms go to the search service
  await page.goto('/en/');

  const isQuery = (term: string) => (request: Request) => !!request.postData()?.includes(`"query":"${term}"`);
  const newerAnswered = page.waitForResponse((response) => isQuery('modbus')(response.request()));
  await page.route(SEARCH_SERVICE, async (route) => {
    if (!isQuery('mod')(route.request())) return route.continue();
    // the answer for "mod" is held until the one for "modbus" has arrived. The search client gives up on a
    // request without response headers after its connect timeout (1 s), so on a slow machine it may be
    // dropped instead: the newer answer must win either way
    const answer = await route.fetch();
    await newerAnswered;
    await route.fulfill({ response: answer }).catch(() => undefined);
  });
  const olderSettled = Promise.race([
    page.waitForEvent('requestfinished', isQuery('mod')).catch(() => undefined),
    page.waitForEvent('requestfailed', isQuery('mod')).catch(() => undefined),
  ]);
  input = await openPalette(page, 'en');
  await input.fill('mod');
  await input.fill('modbus');
  await olderSettled;
  await page.waitForTimeout(100);
  expect(await page.getByRole('option').allTextContents()).toEqual(expected);
  await expect(input).toHaveValue('modbus');
});

test('opening again right after closing opens the palette, every time', async ({ page }) => {
  await page.goto('/en/');
  for (let cycle = 0; cycle < 5; cycle++) {
    const input = await openPalette(page, 'en');
    await input.press('Escape');
    await expect(palette(page)).toBeHidden();
  }
});

test('the palette code loads only when search is opened', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => response.request().resourceType() === 'script' && scripts.push(response.url()));
  await page.goto('/de/', { waitUntil: 'networkidle' });
  const before = scripts.length;
  // neither the palette nor the search client is part of a page's own scripts
  for (const script of scripts) expect(await (await page.request.get(script)).text(), script).not.toContain('x-algolia-agent');
  await openPalette(page, 'de');
  await expect.poll(() => scripts.length).toBeGreaterThan(before + 1);
});

test('the open palette has no accessibility violations', async ({ page }) => {
  await page.goto('/de/');
  const input = await openPalette(page, 'de');
  await input.fill('Modbus');
  await expect(page.getByRole('option').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('.search-palette').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the results page has a shareable address and shows every group in full', async ({ page }) => {
  await page.goto('/de/');
  const input = await openPalette(page, 'de');
  await input.fill('Warmwasser');
  await page.getByRole('link', { name: 'Alle Ergebnisse anzeigen' }).click();
  await expect(page).toHaveURL(/\/de\/suche\/\?q=Warmwasser$/);
  await expect(page.getByText(/\d+ Ergebnisse für „Warmwasser“/)).toBeVisible();
  const headings = await page.locator('.search-results__group h2').allTextContents();
  expect(headings).toEqual(expect.arrayContaining(['Seiten', 'Produkte']));
  const paletteCount = 20;
  expect(await page.locator('.search-result').count()).toBeGreaterThan(paletteCount);

  await page.goto('/en/search/?q=ac-tohr');
  await expect(page.getByRole('region', { name: 'Products' }).locator('.search-result__name', { hasText: /^AC-THOR$/ })).toBeVisible();
  await expect(page.getByLabel('Search term')).toHaveValue('ac-tohr');
});

test('the results page leads with the product the term names, its picture beside it, snippets in words a visitor reads', async ({ page }) => {
  await page.goto('/de/suche/?q=AC-THOR');
  const groups = page.locator('.search-results__group');
  await expect(groups.first().locator('h2')).toHaveText('Produkte');
  const first = groups.first().locator('.search-result').first();
  await expect(first.locator('.search-result__name')).toHaveText('AC-THOR');
  await expect(first.locator('img.search-result__thumbnail')).toHaveJSProperty('complete', true);
  expect(await first.locator('img.search-result__thumbnail').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // pages that only mention the product come after it, its manual among the next groups
  const headings = await groups.locator('h2').allTextContents();
  expect(headings.indexOf('Anleitungen')).toBeLessThan(headings.indexOf('Seiten'));
  // an option's stored value ("planner", "installer", an icon's name) is no visitor's word
  const excerpts = (await page.locator('.search-result__excerpt').allTextContents()).join(' ');
  expect(excerpts).not.toMatch(/\b(planner|installer|private|thermometer)\b/);
  // documents without a picture of their own show a file
  await expect(page.locator('.search-results__group', { has: page.locator('h2', { hasText: 'Dokumente' }) }).locator('.search-result__thumbnail').first()).toBeVisible();

  // a product's accessory finds it by name, but the accessory's text is not its snippet
  await page.goto('/de/suche/?q=USB%20Interface');
  const elwa = page.locator('.search-result', { has: page.locator('.search-result__name', { hasText: /^ELWA$/ }) });
  await expect(elwa.locator('.search-result__excerpt')).toHaveText(/^ELWA – /);
  await expect(elwa.locator('.search-result__excerpt')).not.toContainText('USB');
});

test("the results page filters by content type, each type with its count, in the address; counts follow the language's plural", async ({ page }) => {
  await page.goto('/en/search/?q=AC-THOR');
  const filter = page.getByRole('navigation', { name: 'Filter by type' });
  const all = filter.getByRole('link', { name: /^All \d+$/ });
  await expect(all).toHaveAttribute('aria-current', 'true');
  const total = Number((await all.textContent())!.replace(/\D/g, ''));
  await expect(page.getByText(`${total} results for “AC-THOR”`)).toBeVisible();
  const products = filter.getByRole('link', { name: /^Products \d+$/ });
  const productCount = Number((await products.textContent())!.replace(/\D/g, ''));
  expect(productCount).toBeGreaterThanOrEqual(2);
  expect(productCount).toBeLessThan(total);

  await products.click();
  await expect(page).toHaveURL(/\/en\/search\/\?q=AC-THOR&type=product$/);
  await expect(products).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(`${productCount} results for “AC-THOR”`)).toBeVisible();
  await expect(page.locator('.search-results__group h2')).toHaveText(['Products']);
  // the other types keep their counts, to switch to
  await expect(all).toHaveText(`All ${total}`);
  // a search from here stays within the type
  await page.getByLabel('Search term').fill('ELWA');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\?q=ELWA&type=product$/);

  // one hit: the singular, in English and in German
  await page.goto('/en/search/?q=Girona&type=reference');
  await expect(page.getByText(/^1 result for “Girona”$/)).toBeVisible();
  await page.goto('/de/suche/?q=Girona&type=reference');
  await expect(page.getByText(/^1 Ergebnis für „Girona“$/)).toBeVisible();
});
