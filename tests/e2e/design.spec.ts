/**
 * The design's promises, page by page: nothing scrolls sideways on a phone (320 and 390 px), no hero's text
 * sits on its artwork, the footer stays compact, product pages lead with the product's name and their action
 * bar, and the site's own typeface is what the text renders in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const storiesDir = join(__dirname, '../../packages/local/content/stories');
const productNames = readdirSync(storiesDir)
  .filter((file) => file.startsWith('produkte__'))
  .map((file) => (JSON.parse(readFileSync(join(storiesDir, file), 'utf8')) as { name: string; published: boolean }))
  .filter((story) => story.published !== false)
  .map((story) => story.name);

async function sitemapPaths(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** A measurement of the settled page: a page that replaces its address once its script runs (the search keeps its query there) is measured again. */
async function measure<T>(page: Page, probe: () => T): Promise<T> {
  try {
    return await page.evaluate(probe);
  } catch {
    await page.waitForLoadState('load');
    return page.evaluate(probe);
  }
}

/**
 * Overflow to the right of the viewport, in px (0: nothing scrolls sideways), of the whole page: what lies
 * below the first screen is laid out only when it comes near (content-visibility), so it is shown first.
 */
const sidewaysOverflow = (page: Page) =>
  measure(page, () => {
    const shown = document.head.appendChild(Object.assign(document.createElement('style'), { textContent: '* { content-visibility: visible !important; }' }));
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    shown.remove();
    return overflow;
  });

/** whether a hero's text box and its artwork overlap (a full-bleed animated hero keeps its text on a scrim instead) */
const heroOverlap = (page: Page) =>
  measure(page, () => {
    const hero = document.querySelector('.hero:not(.hero--animated)');
    const body = hero?.querySelector('.hero__body')?.getBoundingClientRect();
    const media = hero?.querySelector('.hero__media')?.getBoundingClientRect();
    if (!body || !media) return false;
    return body.left < media.right && media.left < body.right && body.top < media.bottom && media.top < body.bottom;
  });

test.describe('every page of the sitemap', () => {
  test.describe.configure({ timeout: 600_000 });

  for (const language of ['de', 'en', 'fr', 'es', 'nl', 'it']) {
    test(`${language}: no sideways scrolling at 320 and 390 px, no hero text on its artwork at 390 and 1440 px`, async ({ page }) => {
      const paths = (await sitemapPaths(page)).filter((path) => path.startsWith(`/${language}/`));
      expect(paths.length).toBeGreaterThan(20);
      const problems: string[] = [];
      for (const path of paths) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(path, { waitUntil: 'load' });
        if (await heroOverlap(page)) problems.push(`${path}: hero text on its artwork at 1440 px`);
        for (const width of [390, 320]) {
          await page.setViewportSize({ width, height: 844 });
          const overflow = await sidewaysOverflow(page);
          if (overflow > 0) problems.push(`${path}: ${overflow} px sideways at ${width} px`);
          if (width === 390 && (await heroOverlap(page))) problems.push(`${path}: hero text on its artwork at 390 px`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

test('the desktop footer is a compact row of columns, at most 450 px tall', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/de/');
  const footer = page.locator('.site-footer');
  await footer.scrollIntoViewIfNeeded();
  const box = await footer.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(450);
  const columns = await page.locator('.site-footer__grid > *').evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size);
  expect(columns).toBe(1);
});

test('every product page: the product’s name as H1 and the call-to-action bar, which stays in reach', async ({ page }) => {
  const paths = (await sitemapPaths(page)).filter((path) => /^\/(de|en)\/(produkte|products)\/[^/]+\/$/.test(path));
  expect(paths.length).toBe(productNames.length * 2);
  for (const path of paths) {
    await page.goto(path);
    const name = (await page.locator('h1').textContent())?.trim();
    expect(productNames, path).toContain(name);
    await expect(page.locator('nav.product-bar'), path).toBeVisible();
  }
  await page.goto('/en/products/ac-thor/');
  await page.mouse.wheel(0, 2500);
  await expect(page.locator('nav.product-bar')).toBeInViewport();
  const quote = page.locator('nav.product-bar').getByRole('link', { name: 'Request a quote' });
  await quote.click();
  await expect(page.getByLabel('Subject')).toHaveValue('Quote request: AC-THOR');
  // the request is sorted as one for a quote: the topic routes it and heads the team's subject
  await expect(page.getByLabel('Topic')).toHaveValue('quote');
});

test('headings and text render in the site’s own typeface, loaded from the site', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => request.resourceType() === 'font' && fontRequests.push(request.url()));
  await page.goto('/en/');
  await page.evaluate(() => document.fonts.ready);
  const usage = await page.evaluate(() => {
    const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/['"]/g, ''));
    const first = (element: Element | null) => (element ? getComputedStyle(element).fontFamily.split(',')[0]!.replace(/['"]/g, '').trim() : '');
    return { loaded, heading: first(document.querySelector('h1')), body: first(document.querySelector('main p')) };
  });
  expect(usage.loaded).toContain(usage.heading);
  expect(usage.body).toBe(usage.heading);
  expect(usage.heading.toLowerCase()).toContain('inter');
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
});

test.describe('the design’s details', () => {
  test('on a phone the consent banner leaves the home hero’s headline and button in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/de/');
    const banner = await page.locator('.consent-banner').boundingBox();
    const button = await page.locator('.hero .button').first().boundingBox();
    const headline = await page.locator('.hero__headline').boundingBox();
    expect(banner!.height).toBeLessThanOrEqual(844 / 3 + 1);
    expect(button!.y + button!.height).toBeLessThanOrEqual(banner!.y);
    expect(headline!.y + headline!.height).toBeLessThanOrEqual(banner!.y);
  });

  test('keyboard focus shows the branded ring; the header is opaque', async ({ page }) => {
    await page.goto('/en/products/');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { width: style.outlineWidth, style: style.outlineStyle, color: style.outlineColor };
    });
    expect(outline).toEqual({ width: '3px', style: 'solid', color: 'rgb(31, 122, 224)' });
    expect(await page.locator('.site-header').evaluate((header) => getComputedStyle(header).backgroundColor)).toBe('rgb(255, 255, 255)');
  });

  test('form controls share one height, selects are styled, and an error does not move its neighbour', async ({ page }) => {
    await page.goto('/en/support/');
    const form = page.locator('form.form').first();
    await form.getByLabel('Private customer').check();
    const heights = await form.locator('input[type="text"], input[type="email"], input[type="tel"], select').evaluateAll((controls) =>
      controls.filter((c) => (c as HTMLElement).offsetParent).map((c) => Math.round(c.getBoundingClientRect().height)),
    );
    expect(new Set(heights).size).toBe(1);
    expect(await form.locator('select').first().evaluate((select) => getComputedStyle(select).appearance)).toBe('none');
    // the neighbour's place beside the field, whatever the page scrolls to (the first error takes the focus)
    // both read in one frame: the page may still be scrolling to the error, and two reads would see two scroll positions
    const placeOfLastName = async () =>
      page.evaluate(
        ([first, last]) => {
          const [a, b] = [first!.getBoundingClientRect(), last!.getBoundingClientRect()];
          return { dx: b.x - a.x, dy: b.y - a.y, height: b.height };
        },
        [await form.getByLabel('First name').elementHandle(), await form.getByLabel('Last name').elementHandle()],
      );
    const before = await placeOfLastName();
    await form.getByLabel('First name').fill('x'.repeat(101));
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.locator('.form-field--invalid').first()).toBeVisible();
    expect(await placeOfLastName()).toEqual(before);
  });

  test('sections, cards and headings start at one left edge', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of ['/en/', '/en/products/', '/en/news/', '/en/about-us/']) {
      await page.goto(path);
      const edges = await page.evaluate(() =>
        [...document.querySelectorAll('main h2, main .card-grid, main .audience-paths__grid, main .product-lineup__list, main .text-section > *, main .filterable-list__filters')]
          .filter((element) => element.getBoundingClientRect().width > 0 && !element.closest('.section__head--center, .cta-band, .testimonial, .key-figures, .image-text, .faq-teaser, .product-overview, .teaser, .card, .audience-path'))
          .map((element) => Math.round(element.getBoundingClientRect().left)),
      );
      expect(new Set(edges), path).toEqual(new Set([edges[0]]));
    }
  });
});
