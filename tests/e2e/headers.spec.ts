import { expect, test } from '@playwright/test';
import { pagePerLayout } from '../support/pages';

test('pages are cacheable by a CDN and every response carries the security headers', async ({ request }) => {
  // …including the functions' answers the site forwards (mail, PDFs)
  for (const path of ['/de/', '/en/products/ac-thor/', '/api/list/news/?locale=en', '/robots.txt', '/de/does-not-exist/', '/mail/challenge', '/pdf/manual?id=abc&lang=en', '/builds/latest.json']) {
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

for (const locale of ['de', 'en'] as const) {
  test(`the Content-Security-Policy blocks nothing the site needs and no inline script runs unlisted (${locale})`, async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI} on ${location.pathname}`),
      );
    });
    for (const path of pagePerLayout(locale)) {
      const response = await page.goto(path);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy, path).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
      expect(policy, path).toContain("frame-ancestors 'none'");
      // hydrated: the App Router's client runtime ran, which needs every inline script
      await expect.poll(() => page.evaluate(() => 'next' in window), { message: path }).toBe(true);
    }
    // a reload revalidates the cached page (304): its stored policy, with the hashes, must still apply
    await page.reload({ waitUntil: 'networkidle' });
    expect(violations).toEqual([]);
  });
}

test('a script injected into a page does not run', async ({ page }) => {
  await page.goto('/en/');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return 'injected' in window;
  });
  expect(ran).toBe(false);
});

/**
 * A page rendered per request (the 404) streams React's payload chunks in the order its parts finish, which
 * varies from one request to the next: the same answer is the same markup and the same set of chunks.
 */
function canonicalBody(body: string, contentType: string): string {
  if (!contentType.includes('text/html')) return body;
  const chunks: string[] = [];
  const markup = body.replace(/<script>([\s\S]*?)<\/script>/g, (_, inline: string) => {
    chunks.push(...inline.split('\\n'));
    return '<script></script>';
  });
  return JSON.stringify({ markup, chunks: chunks.sort() });
}

test('a public page answers the same headers and body whatever draft cookies a client makes up', async ({ request }) => {
  const answer = async (path: string, cookie?: string) => {
    const response = await request.get(path, { headers: cookie ? { cookie } : {} });
    const contentType = response.headers()['content-type'] ?? '';
    // only the clock readings may differ: Date, and the redirect lookup's duration and where its answer came
    // from in Server-Timing (answers are kept seconds: cache, stale or the function); and with
    // the chunks' order, the inline script's hash and the compressed length
    const headers = response
      .headersArray()
      .filter(({ name }) => !['date', 'content-length'].includes(name.toLowerCase()))
      .map(({ name, value }) => ({
        name,
        value:
          name.toLowerCase() === 'server-timing'
            ? value.replace(/dur=[\d.]+/, 'dur=…').replace(/desc="(hit|miss) \w+"/, 'desc="$1 …"')
            : name.toLowerCase() === 'content-security-policy'
              ? value.replace(/( 'sha256-[\w+/=]+')+/, (hashes) => ` ${hashes.trim().split(' ').length} hashes`)
              : value,
      }));
    return { status: response.status(), headers, body: canonicalBody((await response.body()).toString('utf8'), contentType) };
  };
  for (const path of ['/de/', '/en/products/ac-thor/', '/en/news/', '/de/does-not-exist/', '/api/list/news/?locale=en', '/robots.txt']) {
    await answer(path); // the first answer of a page may be its first render
    const plain = await answer(path);
    for (const cookie of ['__prerender_bypass=made-up', '__next_preview_data=made-up', '__prerender_bypass=a; __next_preview_data=b']) {
      expect(await answer(path, cookie), `${path} with ${cookie}`).toEqual(plain);
    }
  }
});

test('methods a route does not answer get 405 with Allow, never a page or a 500', async ({ request }) => {
  for (const [method, path, allow] of [
    ['TRACE', '/en/', 'GET, HEAD'],
    ['PUT', '/en/products/ac-thor/', 'GET, HEAD'],
    ['DELETE', '/de/', 'GET, HEAD'],
    ['PATCH', '/robots.txt', 'GET, HEAD'],
    ['POST', '/en/news/', 'GET, HEAD'],
    ['TRACE', '/api/list/news/', 'GET, HEAD'],
    ['PUT', '/favicon.svg', 'GET, HEAD'],
    ['GET', '/api/revalidate/', 'POST'],
    ['TRACE', '/mail/send', 'POST'],
  ] as const) {
    const response = await request.fetch(path, { method, maxRedirects: 0 });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers().allow, `${method} ${path}`).toBe(allow);
    expect(response.headers()['x-content-type-options'], `${method} ${path}`).toBe('nosniff');
  }
});
