import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/**
 * First-load JavaScript of a page as a modern browser loads it: every script requested until the
 * network is idle (the `noModule` polyfills are skipped by such a browser), counted gzip-compressed
 * so that the figure does not depend on the server's choice of encoding.
 */
export async function firstLoadJsBytes(page: Page, url: string): Promise<number> {
  const scripts = new Set<string>();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  let total = 0;
  for (const script of scripts) {
    const response = await page.request.get(script, { headers: { 'accept-encoding': 'identity' } });
    total += gzipSync(await response.body(), { level: 9 }).length;
  }
  return total;
}

/**
 * A page's first-load JavaScript budget, relative to an empty Next.js page of the same version. A form
 * page loads the form's script when the visitor starts on it (FormIsland), not with the page.
 */
export function firstLoadJsBudget(path: string): number {
  return /^\/en\/(contact|support|newsletter)\/$/.test(path) ? 1.15 : 1.25;
}
