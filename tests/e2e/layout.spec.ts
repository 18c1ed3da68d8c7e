/**
 * One layout system (issue 35): every layout of the site at 320, 390, 768, 1024 and 1440 px. Every contained
 * block's text starts on the container's edge (the header's), no card sits outside it, and no grid of up to 12
 * items leaves a last row less than half full (a listing's page of 25 ends where its count falls).
 */
import { expect, test } from '@playwright/test';

const WIDTHS = [320, 390, 768, 1024, 1440];
/** one page of every layout: the pages, each content type, each listing */
const LAYOUTS = [
  '/de/',
  '/de/produkte/',
  '/de/produkte/ac-thor/',
  '/de/anleitungen/',
  '/de/anleitungen/ac-thor-bedienungsanleitung/',
  '/de/anleitungen/ac-elwa-e-bedienungsanleitung/',
  '/de/referenzen/',
  '/de/referenzen/hotel-brixen-suedtirol/',
  '/de/karriere/',
  '/de/karriere/servicetechniker-vollzeit/',
  '/de/news/',
  '/de/news/10-jahre-elwa/',
  '/de/faq/',
  '/de/faq/garantiedauer/',
  '/de/infocenter/',
  '/de/infocenter/datenblatt-ac-thor/',
  '/de/support/',
  '/de/ueber-uns/',
  '/de/kontakt/',
  '/de/partner-finden/',
  '/de/suche/?q=AC-THOR',
  '/fr/',
];
/** the grids whose items reflow into as many columns as fit */
const GRIDS = '.card-grid, .teaser-grid, .feature-grid__list, .product-lineup__list, main .grid';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'consent', value: 'necessary', url: baseURL! }]);
});

for (const path of LAYOUTS) {
  test(`${path}: blocks on the container's edge, cards inside it, no half-empty last row`, async ({ page }) => {
    test.slow();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      // sections below the first screen are laid out when near: lay them all out to measure them
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      const found = await page.evaluate((grids) => {
        const contentBox = (element: Element) => {
          const rect = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return { left: rect.left + parseFloat(style.paddingLeft), right: rect.right - parseFloat(style.paddingRight) };
        };
        const edge = contentBox(document.querySelector('.site-header__bar')!);
        const visible = (element: Element) => {
          const rect = element.getBoundingClientRect();
          return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
        };
        const off: string[] = [];
        const name = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
        // a narrow container is a centred quote by design
        for (const block of document.querySelectorAll('main .container:not(.container--narrow)')) {
          if (!visible(block)) continue;
          const box = contentBox(block);
          if (Math.abs(box.left - edge.left) > 1) off.push(`${name(block)} starts at ${Math.round(box.left)}, the container at ${Math.round(edge.left)}`);
        }
        for (const card of document.querySelectorAll('main .card')) {
          if (!visible(card)) continue;
          const rect = card.getBoundingClientRect();
          if (rect.left < edge.left - 1 || rect.right > edge.right + 1) off.push(`${name(card)} spans ${Math.round(rect.left)}–${Math.round(rect.right)}, outside ${Math.round(edge.left)}–${Math.round(edge.right)}`);
        }
        const ragged: string[] = [];
        for (const grid of document.querySelectorAll(grids)) {
          const items = [...grid.children].filter(visible);
          const rows = new Map<number, number>();
          for (const item of items) {
            const top = Math.round(item.getBoundingClientRect().top);
            rows.set(top, (rows.get(top) ?? 0) + 1);
          }
          const counts = [...rows.values()];
          const columns = counts[0] ?? 0;
          const last = counts.at(-1) ?? 0;
          // a last row under half full, where other columns would have filled the rows (a listing's page of 25
          // items, the spec's page size, ends where its count falls)
          if (items.length <= 12 && counts.length > 1 && last * 2 < columns) ragged.push(`${name(grid)}: rows of ${counts.join(', ')}`);
        }
        return { off, ragged };
      }, GRIDS);
      expect(found.off, `${path} at ${width} px`).toEqual([]);
      expect(found.ragged, `${path} at ${width} px`).toEqual([]);
    }
  });
}

/**
 * Sections below the first screen wait for their layout with an estimated height (app/content-visibility.css):
 * the page's height before anything below the fold was laid out is within 10 % of its real one, so the scroll
 * bar does not jump while a visitor scrolls (one estimate for every block made the home page 2,300 px too tall).
 */
for (const path of ['/de/', '/de/ueber-uns/', '/de/produkte/', '/de/support/', '/fr/']) {
  test(`${path}: the page's height stays as first laid out while a visitor scrolls`, async ({ page }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const estimated = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
      const real = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(Math.abs(estimated - real) / real, `${path} at ${width} px: ${estimated} px estimated, ${real} px real`).toBeLessThan(0.1);
    }
  });
}
