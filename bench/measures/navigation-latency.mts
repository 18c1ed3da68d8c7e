import type { Page } from '@playwright/test';
import { pagePerLayout } from '../../tests/support/pages';
import { median, siteUrl } from '../../tests/support/site';
import { launchBrowser, percentile, type Measure, type Row } from '../support.mjs';

/** client-side navigations between pages of the layouts, once prefetched and once not */
const NAVIGATIONS = 20;
/** how long a pointer rests on a link before the click: what a visitor's hover gives the prefetch */
const HOVER_MS = 300;

/**
 * One client-side navigation through a link of the page: from the click to the frame that shows the next
 * page's content (its own element in `main`). The link sits where nothing covers it, as a link in view does;
 * `hoverMs` > 0 rests the pointer on it first (which prefetches the page), 0 clicks at once.
 */
async function clickToContent(page: Page, target: string, hoverMs: number): Promise<number> {
  await page.evaluate((href) => {
    document.getElementById('bench-link')?.remove();
    const link = Object.assign(document.createElement('a'), { id: 'bench-link', href, textContent: 'next page' });
    link.style.cssText = 'position: fixed; z-index: 1000; left: 8px; bottom: 8px; background: #fff';
    document.body.append(link);
  }, target);
  if (hoverMs) {
    await page.hover('#bench-link');
    await page.waitForTimeout(hoverMs);
  }
  // no named functions inside: the bundler would wrap them in a helper the page does not have
  return page.evaluate(async (href) => {
    const before = document.querySelector('main')?.firstElementChild;
    const started = performance.now();
    document.getElementById('bench-link')!.click();
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = document.querySelector('main')?.firstElementChild;
      if (`${location.pathname}${location.search}` === href && now && now !== before) break;
      if (performance.now() - started > 10_000) throw new Error(`${href}: no new content after 10 s`);
    }
    // the frame after the one that found the content: it has been painted by then
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - started;
  }, target);
}

/** Client-side navigation between the layouts' pages (desktop, no throttling): click to painted content, prefetched and not. */
export const navigationLatency: Measure = {
  name: 'navigationLatency',
  needs: ['local stack', 'Chromium'],
  async run() {
    const rows: Row[] = [];
    const paths = pagePerLayout('en').filter((path) => !path.startsWith('/_internal/') && !path.includes('does-not-exist'));
    const browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: siteUrl, viewport: { width: 1440, height: 900 } });
    await context.addCookies([{ name: 'consent', value: 'necessary', url: siteUrl }]);
    const page = await context.newPage();
    let documents = 0;
    page.on('request', (request) => void (request.resourceType() === 'document' && documents++));
    for (const [label, hoverMs] of [[`prefetched (pointer on the link ${HOVER_MS} ms)`, HOVER_MS], ['not prefetched (clicked at once)', 0]] as const) {
      await page.goto(paths[0]!, { waitUntil: 'networkidle' });
      documents = 0;
      const samples: number[] = [];
      for (let i = 1; i <= NAVIGATIONS; i++) samples.push(await clickToContent(page, paths[i % paths.length]!, hoverMs));
      if (documents) throw new Error(`${documents} of the navigations loaded a whole document`);
      rows.push({
        measure: `client-side navigation, click to painted content, ${NAVIGATIONS} navigations between ${paths.length} layouts, ${label}`,
        value: `median ${median(samples).toFixed(0)} ms, p95 ${percentile(samples, 0.95).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms`,
        reference: hoverMs ? 'goal median ≤ 150 ms, p95 ≤ 300 ms' : undefined,
      });
    }
    await browser.close();
    return rows;
  },
};
