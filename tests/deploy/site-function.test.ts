/**
 * The site's server function as deployed (the OpenNext build, with committed function-URL events;
 * stand-ins in support/site-function.ts). What a visitor gets through CloudFront must carry the
 * site's layers: the policy with the page's script hashes, the security headers, one-hop legacy redirects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '@/server/security/csp';
import { fixtureEvent } from '../support/functions-stack';
import { startSiteFunction, UPLOADS_ORIGIN, type SiteFunction } from './support/site-function';

let site: SiteFunction;

beforeAll(async () => {
  site = await startSiteFunction({ pages: /\/\$\/de\/produkte\/ac-thor-9s(\.|$)/, redirects: [{ source: '/home.html', target: '/de/', status: 308 }] });
}, 120_000);
afterAll(() => site?.stop());

const request = (name: string, change: Record<string, unknown> = {}) => site.invoke({ ...fixtureEvent(name), ...change });

describe('site server function (OpenNext, as deployed)', () => {
  it('serves a prerendered page from the S3 cache with the policy naming each of its inline scripts', async () => {
    const response = await request('site-page');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-nextjs-cache']).toBe('HIT');
    expect(/<title>([^<]*)<\/title>/.exec(response.body)?.[1]).toContain('AC-THOR 9s');
    const policy = response.headers['content-security-policy']!;
    const hashes = inlineScriptHashes(response.body);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(policy).toContain(`'${hash}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    // the support form posts its photos and files straight to the uploads bucket
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${UPLOADS_ORIGIN.replace(/[.]/g, '\\.')}`));
    expect(policy).not.toContain("'unsafe-inline' 'self'");
    expect(response.headers['strict-transport-security']).toMatch(/max-age=63072000/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['server-timing']).toMatch(/^redirect;dur=[\d.]+;desc="miss function"$/);
  });

  it('redirects a legacy address in one hop, keeping its query, before the site renders anything', async () => {
    const response = await request('site-legacy-address');
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/de/?utm_source=mailing');
    expect(response.body).toBe('');
  });

  it('renders on demand from the content service (the PDF renderer page), with its own hashes', async () => {
    const response = await request('site-page', { rawPath: '/pdf-renderer/manual/', rawQueryString: 'id=8001&lang=en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    for (const hash of inlineScriptHashes(response.body)) expect(response.headers['content-security-policy']).toContain(`'${hash}'`);
  });

  it('answers an unknown address with the site’s 404 page, secured as well', async () => {
    const response = await request('site-page', { rawPath: '/de/gibt-es-nicht/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a method a page does not answer with 405 and Allow (TRACE answered 500 before)', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE']) {
      const response = await request('site-page', { requestContext: { ...fixtureEvent('site-page').requestContext, http: { ...fixtureEvent('site-page').requestContext.http, method } } });
      expect([method, response.statusCode, response.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a target it cannot read with a secured 400 at once, not a 500 or a thrown error (issue 32)', async () => {
    for (const rawPath of ['///', '//evil.example/', '//%5Cevil.example', '/de/%zz/', '/%ff', '/en/products/%C0%AF/', '/de/%E0%80%80', '/mail/../de/']) {
      const response = await request('site-page', { rawPath });
      expect([rawPath, response.statusCode]).toEqual([rawPath, 400]);
      expect(JSON.parse(response.body), rawPath).toMatchObject({ error: 'bad-request-target' });
      expect(response.headers['x-content-type-options'], rawPath).toBe('nosniff');
      expect(response.headers.location, rawPath).toBeUndefined();
    }
    // a Host no URL can hold: OpenNext's URL of the request does not parse
    const page = fixtureEvent('site-page');
    const badHost = await request('site-page', { headers: { ...page.headers, 'x-forwarded-host': 'evil example' } });
    expect(badHost.statusCode).toBe(400);
    // and the function goes on serving pages
    expect((await request('site-page')).statusCode).toBe(200);
  });

  it('answers a cached page the same whatever draft cookies a client makes up', async () => {
    const strip = ({ headers, body, statusCode }: { headers: Record<string, string>; body: string; statusCode: number }) => ({
      statusCode,
      // only the clock readings may differ: Date, the redirect lookup's duration and source in Server-Timing
      // (an answer kept 2 s is served stale for 3 s more), and the cache's remaining lifetime, which counts
      // down while the requests run (compared apart, within 2 s)
      headers: Object.fromEntries(
        Object.entries(headers)
          .filter(([name]) => name !== 'date')
          .map(([name, value]) => [name, name === 'server-timing' ? value.replace(/dur=[\d.]+/, 'dur=…').replace(/desc="(hit|miss) \w+"/, 'desc="$1 …"') : value.replace(/s-maxage=\d+/, 's-maxage=…')]),
      ),
      maxAge: Number(/s-maxage=(\d+)/.exec(headers['cache-control'] ?? '')?.[1] ?? 0),
      body,
    });
    const { maxAge, ...plain } = strip(await request('site-page'));
    expect(maxAge).toBeGreaterThan(0);
    for (const cookie of ['__prerender_bypass=made-up', '__next_preview_data=made-up']) {
      const { maxAge: cookieMaxAge, ...answer } = strip(await request('site-page', { cookies: [cookie] }));
      expect(answer, cookie).toEqual(plain);
      expect(Math.abs(cookieMaxAge - maxAge), cookie).toBeLessThanOrEqual(2);
    }
  });
});
