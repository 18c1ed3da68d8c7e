import { expect, test } from '@playwright/test';
import { locales } from '../../packages/web/src/i18n/routing';
import { baseURL } from '../../playwright.config';

/** Internal links of a page (same origin), and links to documents on other hosts of the local stack. */
function linksOf(html: string, pageUrl: string): { internal: string[]; documents: string[] } {
  const internal: string[] = [];
  const documents: string[] = [];
  for (const [, href] of html.matchAll(/<(?:a|link)\s[^>]*?href="([^"]+)"/g)) {
    const url = new URL(href!.replace(/&amp;/g, '&'), pageUrl);
    if (url.origin === new URL(baseURL).origin) {
      url.hash = '';
      internal.push(url.pathname + url.search);
    } else if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') {
      documents.push(url.href);
    }
  }
  return { internal, documents };
}

test('every internal link reachable from every language home answers 200', async ({ request }) => {
  test.setTimeout(600_000);
  const seen = new Set<string>(locales.map((l) => `/${l}/`));
  const queue = [...seen];
  const documents = new Set<string>();
  const broken: string[] = [];
  const check = async (path: string) => {
    const response = await request.get(path);
    if (response.status() !== 200) {
      broken.push(`${path} → ${response.status()}`);
      return;
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) return;
    const { internal, documents: docs } = linksOf(await response.text(), new URL(path, baseURL).href);
    docs.forEach((d) => documents.add(d));
    for (const link of internal) {
      // language-switch links redirect to the translated page, which the hreflang alternates already lead to
      if (link.startsWith('/api/language/')) continue;
      if (!seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  };
  while (queue.length) {
    await Promise.all(queue.splice(0, 8).map(check));
  }
  for (const document of documents) {
    const response = await request.get(document);
    if (response.status() !== 200) broken.push(`${document} → ${response.status()}`);
  }
  expect(broken, `broken links:\n${broken.join('\n')}`).toEqual([]);
  expect(seen.size).toBeGreaterThan(locales.length * 10);
});
