import { expect, test, type Page, type Request } from '@playwright/test';

/** marks the document: a client-side navigation keeps it, a full load replaces it */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);
const isPrefetchOf = (path: string) => (request: Request) =>
  new URL(request.url()).pathname === path && Object.keys(request.headers()).some((name) => name.startsWith('next-router-') && name.includes('prefetch'));
const headerLink = (page: Page, name: string) => page.locator('.site-header').getByRole('link', { name, exact: true });

test('a link to another page of the site swaps the page in place, prefetched, and leaves it as a full load would', async ({ page }) => {
  // the header's links are in view: their payloads are prefetched a second after the page has loaded
  const prefetched = page.waitForRequest(isPrefetchOf('/en/news/'));
  await page.goto('/en/');
  await prefetched;

  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(500);
  await markDocument(page);
  const pageRequests: string[] = [];
  page.on('request', (request) => request.resourceType() === 'document' && pageRequests.push(request.url()));
  await headerLink(page, 'News').click();

  await expect(page).toHaveURL('/en/news/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  await expect(page).toHaveTitle(/^News/);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('http://localhost:3000/en/news/');
  expect(await sameDocument(page), 'no full load').toBe(true);
  expect(pageRequests).toEqual([]);
  // at the top, and the focus starts over: the next Tab reaches the skip link, as after a load
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  // the header marks the new page as current
  await expect(headerLink(page, 'News')).toHaveAttribute('aria-current', 'page');

  // back: the home page again, in the same document
  await page.goBack();
  await expect(page).toHaveURL('/en/');
  await expect(headerLink(page, 'News')).not.toHaveAttribute('aria-current', 'page');
  expect(await sameDocument(page)).toBe(true);
});

test("a link to another page's section lands on that section", async ({ page }) => {
  await page.goto('/en/');
  await markDocument(page);
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/en/manuals/ac-thor-operating-manual/#technical-data', textContent: 'Technical data of the AC-THOR' });
    // where nothing covers it, as a link in the content would be
    link.style.cssText = 'position: fixed; z-index: 1000; left: 1rem; bottom: 1rem; background: white';
    document.body.append(link);
  });
  await page.getByRole('link', { name: 'Technical data of the AC-THOR' }).click();
  await expect(page).toHaveURL('/en/manuals/ac-thor-operating-manual/#technical-data');
  const section = page.locator('#technical-data');
  await expect(section).toBeInViewport();
  // where a load of the address puts it: its top at the page's scroll padding (below the sticky header) and its
  // own scroll margin (below the manual's bar)
  await expect
    .poll(() =>
      section.evaluate((element) => Math.abs(element.getBoundingClientRect().top - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) - parseFloat(getComputedStyle(element).scrollMarginTop))),
    )
    .toBeLessThan(2);
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  expect(await sameDocument(page)).toBe(true);
});

test('a link to another language loads the page in full (its cookie, its texts)', async ({ page }) => {
  await page.goto('/en/');
  await markDocument(page);
  await page.locator('.language-switch__toggle').click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL('/de/');
  expect(await sameDocument(page)).toBe(false);
});

test('after a deployment the next link loads the page in full (the build check), not on the client', async ({ page }) => {
  await page.goto('/en/');
  await page.route('**/builds/latest.json?t=*', (route) => route.fulfill({ json: { buildId: 'the-next-build' } }));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(page.locator('html')).toHaveAttribute('data-build-stale', 'the-next-build');
  await markDocument(page);
  await headerLink(page, 'News').click();
  await expect(page).toHaveURL('/en/news/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  expect(await sameDocument(page)).toBe(false);
});
