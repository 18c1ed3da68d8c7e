import { expect, test, type Page } from '@playwright/test';

/** Fails the test on any console error of the page. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens a listing, follows its first entry and returns the entry page's JSON-LD objects. */
async function openFirstEntry(page: Page, listing: string) {
  await page.goto(listing);
  const first = page.locator('main .card__title a').first();
  const href = (await first.getAttribute('href')) ?? '';
  await first.click();
  await expect(page).toHaveURL(new URL(href, page.url()).href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page.locator('script[type="application/ld+json"]').allTextContents().then((all) => all.map((s) => JSON.parse(s) as Record<string, unknown>));
}

for (const [locale, listings] of [
  ['de', { products: '/de/produkte/', news: '/de/news/', references: '/de/referenzen/', jobs: '/de/karriere/', documents: '/de/infocenter/', manuals: '/de/anleitungen/' }],
  ['en', { products: '/en/products/', news: '/en/news/', references: '/en/references/', jobs: '/en/careers/', documents: '/en/info-center/', manuals: '/en/manuals/' }],
] as const) {
  test.describe(`content types in ${locale}`, () => {
    test('product page: technical data, downloads, safety notes, accessories, Product JSON-LD', async ({ page }) => {
      const errors = watchConsole(page);
      const jsonLd = await openFirstEntry(page, listings.products);
      await expect(page.locator('#technical-data')).toBeVisible();
      await expect(page.locator('.data-table tr').first()).toBeVisible();
      // first the data sheet generated from the product in the page's language, then the product's own files on the document server
      await expect(page.locator('#downloads + .download-list a').first()).toHaveAttribute('href', new RegExp(`^/pdf/datasheet\\?id=\\d+&lang=${locale}$`));
      await expect(page.locator('#downloads + .download-list a').nth(1)).toHaveAttribute('href', new RegExp(`^http://localhost:${process.env.CONTENT_SERVICE_PORT ?? 4010}/f/1000/documents/`));
      await expect(page.locator('#safety')).toBeVisible();
      await expect(page.locator('#accessories ~ .card-grid .card, #accessories + .card-grid .card').first()).toBeVisible();
      expect(jsonLd.map((d) => d['@type'])).toContain('Product');
      expect(errors).toEqual([]);
    });

    test('news article: date, category, NewsArticle JSON-LD', async ({ page }) => {
      const errors = watchConsole(page);
      const jsonLd = await openFirstEntry(page, listings.news);
      await expect(page.locator('.article__meta time')).toBeVisible();
      expect(jsonLd.map((d) => d['@type'])).toContain('NewsArticle');
      expect(errors).toEqual([]);
    });

    test('reference: product, facts, customer opinion, summary', async ({ page }) => {
      const errors = watchConsole(page);
      await openFirstEntry(page, listings.references);
      for (const id of ['reference-product', 'reference-facts', 'reference-opinion', 'reference-summary']) {
        await expect(page.locator(`#${id}`)).toBeVisible();
      }
      expect(errors).toEqual([]);
    });

    test('job: type, location and JobPosting JSON-LD', async ({ page }) => {
      const errors = watchConsole(page);
      const jsonLd = await openFirstEntry(page, listings.jobs);
      const posting = jsonLd.find((d) => d['@type'] === 'JobPosting');
      expect(posting).toMatchObject({ hiringOrganization: { '@type': 'Organization' }, jobLocation: { '@type': 'Place' } });
      expect(['FULL_TIME', 'PART_TIME', 'INTERN', 'OTHER']).toContain(posting?.employmentType);
      expect(errors).toEqual([]);
    });

    test('info-center document and manual pages', async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(listings.documents);
      const fileHref = await page.locator('.filterable-list__items .card .button').first().getAttribute('href');
      await page.locator('main .card__title a').first().click();
      await expect(page.locator('.facts')).toBeVisible();
      await expect(page.locator('main .button--primary')).toHaveAttribute('href', fileHref ?? '');
      await page.goto(listings.manuals);
      await page.locator('main .card__title a').first().click();
      await expect(page.locator('.facts')).toBeVisible();
      const chapters = page.locator('.toc a');
      if (await chapters.count()) {
        const anchor = (await chapters.first().getAttribute('href')) ?? '';
        await chapters.first().click();
        await expect(page).toHaveURL(new RegExp(`${anchor}$`));
        await expect(page.locator(anchor)).toBeInViewport();
      } else {
        await expect(page.locator('.download-list a').first()).toHaveAttribute('href', /\.pdf$/);
      }
      expect(errors).toEqual([]);
    });
  });
}

test('FAQ: topics with accessible disclosures and FAQPage JSON-LD', async ({ page }) => {
  await page.goto('/en/faq/');
  const first = page.locator('.faq__item').first();
  const answer = first.locator('.rich-text');
  await expect(answer).toBeHidden();
  await first.locator('summary').click();
  await expect(answer).toBeVisible();
  await first.locator('summary').press('Enter');
  await expect(answer).toBeHidden();
  expect(await page.locator('.faq__topic h2').count()).toBeGreaterThanOrEqual(5);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((s) => JSON.parse(s));
  const faqPage = jsonLd.find((d) => d['@type'] === 'FAQPage');
  expect(faqPage.mainEntity.length).toBeGreaterThanOrEqual(30);
});

test('information center: filters in the address, shareable, with load more', async ({ page }) => {
  await page.goto('/en/info-center/');
  const status = page.locator('.filterable-list__status');
  await expect(status).toHaveText(/^25 of 40 results were shown$/);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(status).toHaveText('40 of 40 results were shown');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Document type' }).selectOption('datasheet');
  await expect(page).toHaveURL(/docType=datasheet/);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('en');
  await expect(page).toHaveURL(/docType=datasheet&language=en|language=en&docType=datasheet/);
  const metas = page.locator('.filterable-list__items .card__meta');
  await expect
    .poll(async () => {
      const all = await metas.allTextContents();
      return all.length > 0 && all.every((meta) => meta.includes('Data sheet') && meta.includes('English'));
    })
    .toBe(true);
  await expect(status).toHaveText(/^\d+ of \d+ (results were|result was) shown$/);
  const filteredCount = await page.locator('.filterable-list__items .card').count();
  expect(filteredCount).toBeLessThan(40);

  // the address alone restores the view
  await page.goto(page.url());
  await expect(page.locator('.filterable-list__items .card')).toHaveCount(filteredCount);
  await expect(page.getByRole('combobox', { name: 'Document type' })).toHaveValue('datasheet');
});

test('news: text search and category filter', async ({ page }) => {
  await page.goto('/de/news/');
  const status = page.locator('.filterable-list__status');
  await expect(status).toHaveText(/^25 von \d+ Ergebnissen wurden angezeigt$/);
  const total = Number((await status.textContent())?.match(/von (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(25);
  await page.getByRole('button', { name: 'Mehr laden' }).click();
  await expect(status).toHaveText(`${total} von ${total} Ergebnissen wurden angezeigt`);
  await expect(page.locator('.filterable-list__items .card')).toHaveCount(total);

  await page.getByLabel('Suchbegriff').fill('Intersolar');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/q=Intersolar/);
  const titles = page.locator('.filterable-list__items .card__title');
  await expect.poll(async () => (await titles.allTextContents()).length).toBeGreaterThan(0);
  await expect.poll(async () => (await titles.allTextContents()).length).toBeLessThan(total);
  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();

  await page.getByRole('combobox', { name: 'Kategorie' }).selectOption('events');
  await expect(page).toHaveURL(/category=events/);
  const metas = page.locator('.filterable-list__items .card__meta');
  await expect.poll(async () => (await metas.allTextContents()).every((meta) => meta.includes('Veranstaltungen'))).toBe(true);
  await expect(status).toHaveText(/^\d+ von \d+ Ergebnissen wurden angezeigt$/);
  await page.getByLabel('Suchbegriff').fill('zzzz-nothing-matches');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(status).toHaveText('0 von 0 Ergebnissen wurden angezeigt');
  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(page).toHaveURL(/\/de\/news\/$/);
});

test('news: a page that fails to load keeps the cards shown, says so and loads on request', async ({ page }) => {
  await page.goto('/en/news/');
  const cards = page.locator('.filterable-list__items .card');
  const status = page.locator('.filterable-list__status');
  await expect(status).toHaveText(/^25 of \d+ results were shown$/);
  const total = Number((await status.textContent())?.match(/of (\d+)/)?.[1]);
  // no network at first, then a busy server: tried once more, then given up
  const failures: string[] = [];
  await page.route('**/api/list/news/**', (route) => {
    failures.push(route.request().method());
    return failures.length === 1 ? route.abort('internetdisconnected') : route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Busy</h1>' });
  });
  await page.getByRole('button', { name: 'Load more' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The results could not be loaded.' });
  await expect(alert).toBeVisible();
  expect(failures).toEqual(['GET', 'GET']);
  await expect(cards).toHaveCount(25);
  await expect(status).toHaveText(`25 of ${total} results were shown`);
  await expect(page.getByText('No results found.')).toHaveCount(0);

  await page.unroute('**/api/list/news/**');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(cards).toHaveCount(Math.min(50, total));
  await expect(alert).toHaveCount(0);
  // the retry button left with its message; the focus is on the first card that arrived, not lost to the page
  await expect(cards.nth(25).locator('.card__title a')).toBeFocused();
  await expect(status).toHaveText(`${Math.min(50, total)} of ${total} results were shown`);
});

test('information center: an answer that will not change is not asked for again; the cards stay; the retry applies the filter', async ({ page }) => {
  await page.goto('/en/info-center/');
  const requests: string[] = [];
  await page.route('**/api/list/documents/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 404, json: { error: 'not-found' } });
  });
  await page.getByRole('combobox', { name: 'Document type' }).selectOption('datasheet');
  const alert = page.getByRole('alert').filter({ hasText: 'The results could not be loaded.' });
  await expect(alert).toBeVisible();
  expect(requests).toHaveLength(1);
  await expect(page.locator('.filterable-list__items .card')).toHaveCount(25);

  await page.unroute('**/api/list/documents/**');
  await alert.getByRole('button', { name: 'Try again' }).click();
  // the focus waits on the status line, which says how the retry went
  const status = page.locator('.filterable-list__status');
  await expect(status).toBeFocused();
  await expect(status).toHaveText(/^\d+ of \d+ (results were|result was) shown$/);
  await expect.poll(async () => (await page.locator('.filterable-list__items .card__meta').allTextContents()).every((meta) => meta.includes('Data sheet'))).toBe(true);
});

test('an event offers its calendar entry', async ({ page, request }) => {
  await page.goto('/en/news/?category=events');
  await page.locator('.filterable-list__items .card__title a').first().click();
  const link = page.getByRole('link', { name: 'Add to calendar (.ics)' });
  const href = (await link.getAttribute('href')) ?? '';
  const response = await request.get(href);
  expect(response.headers()['content-type']).toContain('text/calendar');
  const ics = await response.text();
  expect(ics).toContain('DTSTART;TZID=Europe/Vienna:');
  expect(ics).toContain('BEGIN:VTIMEZONE');
  expect((await request.get('/api/calendar/?id=abc&locale=en')).status()).toBe(400);
});

test('third-party videos and maps load only after consent, and the consent is remembered', async ({ page }) => {
  const thirdParty = /youtube|vimeo|openstreetmap|google/;
  const requested: string[] = [];
  page.on('request', (r) => thirdParty.test(r.url()) && requested.push(r.url()));
  await page.route(thirdParty, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>embedded</p>' }));
  await page.goto('/en/support/');
  await expect(page.getByText('This map is loaded from OpenStreetMap.', { exact: false })).toBeVisible();
  await page.goto('/_internal/styleguide/');
  await expect(page.locator('.consent-embed iframe')).toHaveCount(0);
  expect(requested).toEqual([]);
  await page.getByRole('button', { name: 'Load video' }).click();
  await expect(page.locator('.consent-embed--video iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
  // the styleguide's map embed (its partner finder has a map too)
  await expect(page.locator('.consent-embed--map iframe').last()).toHaveAttribute('src', /openstreetmap\.org\/export\/embed/);
  await page.goto('/en/support/');
  await expect(page.locator('.consent-embed--map iframe')).toBeVisible();
});

test('internal pages: calculator computes savings per year; both are noindex', async ({ page }) => {
  await page.goto('/_internal/calculator/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const savings = page.getByTestId('savings');
  const before = await savings.textContent();
  await page.getByLabel(/Electricity price/).fill('0.45');
  await expect(savings).not.toHaveText(before ?? '');
  await page.goto('/_internal/styleguide/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  for (const selector of ['.hero--animated', '.teaser-grid', 'table', 'blockquote', 'sup', 'sub', 'mark', 'pre code', 'hr', 'ol', 'ul']) {
    await expect(page.locator(selector).first()).toBeAttached();
  }
});
