import { expect, test } from '@playwright/test';

test('pages are cacheable by a CDN and every response carries the security headers', async ({ request }) => {
  for (const path of ['/de/', '/en/products/ac-thor/', '/api/list/news/?locale=en', '/robots.txt', '/de/does-not-exist/']) {
    const headers = (await request.get(path)).headers();
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{8}/);
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
  }
  for (const path of ['/de/', '/en/products/ac-thor/', '/api/list/news/?locale=en']) {
    expect((await request.get(path)).headers()['cache-control'], path).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
  }
});
