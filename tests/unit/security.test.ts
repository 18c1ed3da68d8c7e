import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@/config';
import { contentSecurityPolicy, inlineScriptHashes } from '@/server/security/csp';
import { allowedMethods, carriesDraftModeCookie, ROUTE_METHODS, screenDraftCookies } from '@/server/security/request';
import { ANSWER_REUSE_MS, preferredEncoding, RETRY_AFTER_SECONDS, secureResponses } from '@/server/security/response';

const appDir = 'packages/web/src/app';
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('Content-Security-Policy', () => {
  it('allows scripts only from the site and by hash, never inline or eval', () => {
    const policy = contentSecurityPolicy({ preview: false, scriptHashes: ['sha256-abc='] });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('cannot be framed, except by the visual editor in preview', () => {
    expect(directive(contentSecurityPolicy({ preview: false }), 'frame-ancestors')).toBe("frame-ancestors 'none'");
    const preview = contentSecurityPolicy({ preview: true });
    expect(directive(preview, 'frame-ancestors')).toBe(`frame-ancestors ${siteConfig.storyblok.editorOrigin}`);
    expect(directive(preview, 'connect-src')).toContain(siteConfig.storyblok.editorOrigin);
  });

  it('lets consented embeds and content images load', () => {
    const policy = contentSecurityPolicy({ preview: false });
    expect(directive(policy, 'frame-src')).toContain('https://www.youtube-nocookie.com');
    expect(directive(policy, 'frame-src')).toContain('https://www.openstreetmap.org');
    expect(directive(policy, 'img-src')).toContain('https://a.storyblok.com');
  });

  it('names Google only when reCAPTCHA is the bot check (ALTCHA needs no third party)', async () => {
    expect(contentSecurityPolicy({ preview: false })).not.toContain('www.google.com');
    vi.stubEnv('BOT_CHECK_PROVIDER', 'recaptcha');
    vi.resetModules();
    try {
      const { contentSecurityPolicy: withRecaptcha } = await import('@/server/security/csp');
      const policy = withRecaptcha({ preview: false });
      for (const name of ['script-src', 'frame-src', 'connect-src']) expect(directive(policy, name)).toContain('https://www.google.com');
      expect(directive(policy, 'script-src')).toContain('https://www.gstatic.com');
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe('inline script hashes', () => {
  it('hashes each executable inline script once, exactly as written', () => {
    const boot = '(self.__next_f=self.__next_f||[]).push([0])';
    const payload = 'self.__next_f.push([1,"ä \\u003c"])';
    const html = `<head><script src="/_next/static/a.js" async=""></script><script>${boot}</script></head>
      <body><script type="application/ld+json">{"@type":"Organization"}</script><script>${payload}</script><script>${boot}</script>
      <script type="module">import "/x.js"</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(boot), sha256(payload), sha256('import "/x.js"')]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no scripts</p><script src="/a.js"></script>')).toEqual([]);
  });
});

describe('preferred encoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

const PREVIEW_MODE_ID = 'e256c549497490988f641d04e4d21107';

describe('response layer', () => {
  const script = 'self.__next_f.push([1,"hello"])';
  const page = `<!DOCTYPE html><html><body>${'<p>text</p>'.repeat(200)}<script>${script}</script></body></html>`;
  let server: Server;
  let base: string;
  const seenEncodings: (string | undefined)[] = [];
  const seenCookies: (string | undefined)[] = [];
  const handled: string[] = [];
  let version = 0;
  /** whether /regenerating* fail as a render fails while the content service is away */
  let regenerationFails = false;

  beforeAll(async () => {
    server = createServer(
      secureResponses((req, res) => {
        seenEncodings.push(req.headers['accept-encoding'] as string | undefined);
        seenCookies.push(req.headers.cookie);
        if (req.url === '/unchanged') {
          res.writeHead(304, { etag: '"abc"' });
          res.end();
        } else if (req.url === '/changing') {
          // a regenerated page: same URL, new body and ETag
          version += 1;
          res.writeHead(200, { 'content-type': 'text/html', etag: `"v${version}"` });
          res.end(`<script>version(${version})</script>`);
        } else if (req.url === '/missing') {
          // the pages' route's own not-found page: Next answers it 200
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          res.end(req.method === 'GET' ? '<!DOCTYPE html><html><body><div class="page" data-page-status="404"><h1>Page not found</h1></div></body></html>' : undefined);
        } else if (req.url === '/page') {
          // written the way Next streams: head first, then the body in pieces
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"abc"' });
          res.write(page.slice(0, 100));
          res.end(Buffer.from(page.slice(100)));
        } else if (req.url?.startsWith('/burst')) {
          // a page that takes a while: what concurrent requests for it wait for
          handled.push(req.url);
          setTimeout(() => {
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"burst"', 'cache-control': req.url === '/burst/private' ? 'private, no-store' : 's-maxage=3600' });
            res.end(page);
          }, 50);
        } else if (req.url === '/regenerating' && !regenerationFails) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"good"', 'cache-control': 's-maxage=3600, stale-while-revalidate=86400', 'set-cookie': 'x=1' });
          res.end('<!DOCTYPE html><html><body><h1>Guter Stand</h1></body></html>');
        } else if (req.url === '/regenerating-shared' && !regenerationFails) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"good"', 'cache-control': 's-maxage=3600, stale-while-revalidate=86400' });
          res.end('<!DOCTYPE html><html><body><h1>Guter Stand</h1><script>good()</script></body></html>');
        } else if (req.url === '/failed-content' || req.url === '/failed-bug' || req.url?.startsWith('/regenerating')) {
          // what Next answers when a page's render threw: its error page, the error's digest in the payload
          res.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' });
          res.end(`<!DOCTYPE html><html><body><h1>Error</h1><script>self.__next_f.push([1,"{\\"digest\\":\\"${req.url === '/failed-content' ? 'CONTENT_UNAVAILABLE' : req.url?.startsWith('/regenerating') ? 'CONTENT_UNAVAILABLE' : '2481216411'}\\"}"])</script></body></html>`);
        } else if (req.url === '/mail/send') {
          res.writeHead(405, { allow: 'POST', 'content-type': 'application/json' });
          res.end('{"error":"method-not-allowed"}');
        } else {
          if (req.url === '/strict-referrer') res.setHeader('referrer-policy', 'no-referrer');
          res.setHeader('content-type', 'application/json');
          res.end('{"ok":true}');
        }
      }, PREVIEW_MODE_ID),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** the response as sent, not decompressed */
  const rawGet = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      request(`${base}${path}`, { headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part)).on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
      })
        .on('error', reject)
        .end();
    });

  it('adds the security headers an answer lacks (a forwarded function answer), keeping those it has', async () => {
    const { headers } = await rawGet('/other');
    expect(headers['strict-transport-security']).toMatch(/max-age=63072000/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect((await rawGet('/strict-referrer')).headers['referrer-policy']).toBe('no-referrer');
  });

  it('puts the inline scripts of an HTML page into its policy and compresses after hashing', async () => {
    const { headers, body } = await rawGet('/page', { 'accept-encoding': 'gzip, br' });
    expect(headers['content-security-policy']).toContain(`'${sha256(script)}'`);
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).toString('utf8')).toBe(page);
    expect(headers['content-length']).toBe(String(body.length));
    expect(headers.vary).toContain('Accept-Encoding');
    expect(headers.etag).toBe('W/"abc"');
    // the app itself never compresses: its body has to be read here
    expect(seenEncodings.at(-1)).toBeUndefined();
  });

  it('sends gzip to clients without brotli, and plain text to those without either', async () => {
    expect(gunzipSync((await rawGet('/page', { 'accept-encoding': 'gzip' })).body).toString('utf8')).toBe(page);
    const plain = await rawGet('/page');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(page);
  });

  it('hashes a regenerated page anew (the memo is keyed by the body ETag)', async () => {
    for (const expected of [1, 2]) {
      const { headers } = await rawGet('/changing');
      expect(headers['content-security-policy']).toContain(`'${sha256(`version(${expected})`)}'`);
    }
  });

  it('leaves a 304 without a policy, so the browser keeps the one stored with the page (with its hashes)', async () => {
    const { headers, body } = await rawGet('/unchanged', { 'accept-encoding': 'br' });
    expect(headers['content-security-policy']).toBeUndefined();
    expect(body.length).toBe(0);
  });

  it('gives other responses the policy without hashes, uncompressed when small', async () => {
    const response = await fetch(`${base}/data`);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'self'; script-src 'self'; /);
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS', 'PROPFIND'])('refuses %s on a page with 405, Allow and the security headers', async (method) => {
    const { status, headers, body } = await send(method, '/page');
    expect(status).toBe(405);
    expect(headers.allow).toBe('GET, HEAD');
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(body)).toMatchObject({ error: 'method-not-allowed', message: `${method} is not allowed here; use GET or HEAD.` });
  });

  it("takes a page's POST only as the live preview's server action in draft mode", async () => {
    const action = { 'next-action': 'abc123', 'content-type': 'text/plain;charset=UTF-8' };
    expect((await send('POST', '/page', action)).status).toBe(405);
    expect((await send('POST', '/page', { ...action, cookie: '__prerender_bypass=made-up' })).status).toBe(405);
    expect((await send('POST', '/page', { cookie: `__prerender_bypass=${PREVIEW_MODE_ID}` })).status).toBe(405);
    const previewAction = await send('POST', '/page', { ...action, cookie: `__prerender_bypass=${PREVIEW_MODE_ID}` });
    expect(previewAction.status).toBe(200);
    expect(previewAction.headers['content-security-policy']).toContain(`frame-ancestors ${siteConfig.storyblok.editorOrigin}`);
    expect((await send('PUT', '/page', { ...action, cookie: `__prerender_bypass=${PREVIEW_MODE_ID}` })).status).toBe(405);
  });

  it("leaves the functions' paths to the functions, and answers HEAD without a body", async () => {
    const forwarded = await send('DELETE', '/mail/send');
    expect(forwarded.headers.allow).toBe('POST');
    expect(forwarded.body).toBe('{"error":"method-not-allowed"}');
    const head = await send('HEAD', '/page');
    expect(head.status).toBe(200);
    // the not-found page the pages' route renders: 404 to GET and to HEAD (Next is asked as for GET)
    expect((await send('GET', '/missing')).status).toBe(404);
    const missingHead = await send('HEAD', '/missing');
    expect(missingHead.status).toBe(404);
    expect(missingHead.body).toBe('');
    const refusedHead = await send('PUT', '/data');
    expect(refusedHead.status).toBe(405);
  });

  it.each([
    ['no cookie', undefined],
    ['a made-up draft-mode cookie', '__prerender_bypass=made-up'],
    ['a made-up preview-data cookie', '__next_preview_data=made-up'],
    ['both, beside the language cookie', 'langkey=en; __prerender_bypass=x; __next_preview_data=y'],
  ])('answers a public page the same with %s: no preview policy, the made-up cookies never reach the app', async (_, cookie) => {
    const { headers } = await rawGet('/page', cookie ? { cookie } : {});
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(seenCookies.at(-1)).toBe(cookie?.includes('langkey') ? 'langkey=en' : undefined);
  });

  it('answers concurrent requests for one page with one pass through the app, each in its own encoding', async () => {
    handled.length = 0;
    const encodings = ['br', 'gzip', 'identity'];
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => rawGet('/burst/page', { 'accept-encoding': encodings[i % 3]! })));
    expect(handled).toEqual(['/burst/page']);
    answers.forEach(({ headers, body }, i) => {
      const encoding = encodings[i % 3];
      const text = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
      expect(text.toString('utf8')).toBe(page);
      expect(headers['content-security-policy']).toContain(`'${sha256(script)}'`);
      expect(headers['x-content-type-options']).toBe('nosniff');
    });
    const conditional = await Promise.all([rawGet('/burst/page'), send('GET', '/burst/page', { 'if-none-match': 'W/"burst"' })]);
    expect(conditional[1].status).toBe(304);
    expect(conditional[1].body).toBe('');
  });

  it('shares nothing a CDN could not share: private answers, draft mode, other ways of asking', async () => {
    handled.length = 0;
    await Promise.all(Array.from({ length: 3 }, () => rawGet('/burst/private')));
    await Promise.all(Array.from({ length: 3 }, () => rawGet('/burst/draft', { cookie: `__prerender_bypass=${PREVIEW_MODE_ID}` })));
    await Promise.all([rawGet('/burst/rsc'), rawGet('/burst/rsc', { rsc: '1' })]);
    expect(handled).toEqual([...Array(3).fill('/burst/private'), ...Array(3).fill('/burst/draft'), '/burst/rsc', '/burst/rsc']);
  });

  it('serves a shareable answer again for a second without the app, and forgets it when content is revalidated', async () => {
    let clock = 0;
    let renders = 0;
    const reusing = createServer(
      secureResponses(
        (req, res) => {
          if (req.method === 'POST') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}');
          renders++;
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: `"r${renders}"`, 'cache-control': req.url === '/private' ? 'private, no-store' : 's-maxage=3600' });
          res.end(`<p>render ${renders}</p>`);
        },
        PREVIEW_MODE_ID,
        () => clock,
      ),
    );
    await new Promise<void>((resolve) => reusing.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(reusing.address() as AddressInfo).port}`;
    const text = async (path: string, init?: RequestInit) => (await fetch(`${origin}${path}`, init)).text();
    try {
      expect(await text('/page')).toBe('<p>render 1</p>');
      clock += ANSWER_REUSE_MS - 1;
      expect(await text('/page')).toBe('<p>render 1</p>');
      expect((await fetch(`${origin}/page`, { headers: { 'if-none-match': '"r1"' } })).status).toBe(304);
      clock += 1;
      expect(await text('/page'), 'after the reuse window').toBe('<p>render 2</p>');
      expect(await text('/page')).toBe('<p>render 2</p>');
      await text('/api/revalidate', { method: 'POST', body: '{}' });
      expect(await text('/page'), 'after a revalidation').toBe('<p>render 3</p>');
      // what a CDN could not share is not kept either
      expect([await text('/private'), await text('/private')]).toEqual(['<p>render 4</p>', '<p>render 5</p>']);
    } finally {
      await new Promise<void>((resolve) => reusing.close(() => resolve()));
    }
  });

  it("switches to the preview policy only for this build's draft-mode cookie", async () => {
    const { headers } = await rawGet('/page', { cookie: `__prerender_bypass=${PREVIEW_MODE_ID}; __next_preview_data=y` });
    expect(headers['content-security-policy']).toContain(`frame-ancestors ${siteConfig.storyblok.editorOrigin}`);
    expect(seenCookies.at(-1)).toBe(`__prerender_bypass=${PREVIEW_MODE_ID}`);
  });

  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      request(`${base}${path}`, { method, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts).toString('utf8') }));
      })
        .on('error', reject)
        .end();
    });

  describe('failed pages', () => {
    const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36' };
    const crawlers = ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'facebookexternalhit/1.1'];

    it('answers a page the content service could not give with 503 and Retry-After, the error page kept for visitors', async () => {
      const { status, headers, body } = await send('GET', '/failed-content', browser);
      expect(status).toBe(503);
      expect(headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(headers['cache-control']).toBe('private, no-store');
      expect(body).toContain('<h1>Error</h1>');
      expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    });

    it('serves a page its last good answer while its regeneration fails for want of content, briefly cacheable and marked', async () => {
      for (const path of ['/regenerating-shared', '/regenerating']) expect((await send('GET', path, browser)).status).toBe(200);
      regenerationFails = true;
      try {
        // past the moment the answer is reused for the same requests
        await new Promise((resolve) => setTimeout(resolve, ANSWER_REUSE_MS + 100));
        for (const headers of [browser, { 'user-agent': crawlers[0]! }]) {
          const stale = await send('GET', '/regenerating-shared', headers);
          expect(stale.status).toBe(200);
          expect(stale.body).toContain('<h1>Guter Stand</h1>');
          expect(stale.headers['x-stale-answer']).toBe('content service unavailable');
          expect(stale.headers['cache-control']).toBe(`public, max-age=0, s-maxage=${RETRY_AFTER_SECONDS}`);
          expect(stale.headers['content-security-policy']).toContain(`'${sha256('good()')}'`);
        }
        // an answer with its visitor's cookie was never kept: no one else may be given it
        const withCookie = await send('GET', '/regenerating', browser);
        expect(withCookie.status).toBe(503);
      } finally {
        regenerationFails = false;
      }
    });

    it.each(crawlers)('passes the status alone to a crawler (%s), without the error page', async (userAgent) => {
      const unavailable = await send('GET', '/failed-content', { 'user-agent': userAgent });
      expect([unavailable.status, unavailable.headers['content-type'], unavailable.body]).toEqual([503, 'text/plain; charset=utf-8', '503 Service Unavailable\n']);
      expect(unavailable.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      const bug = await send('GET', '/failed-bug', { 'user-agent': userAgent });
      expect([bug.status, bug.body]).toEqual([500, '500 Internal Server Error\n']);
      expect(bug.headers['retry-after']).toBeUndefined();
    });

    it('keeps other failures as they are for visitors', async () => {
      const { status, headers, body } = await send('GET', '/failed-bug', browser);
      expect([status, headers['retry-after']]).toEqual([500, undefined]);
      expect(body).toContain('<h1>Error</h1>');
    });
  });
});

describe('request screening', () => {
  it('keeps the methods of each route handler in step with what it exports', () => {
    const routes = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((file) => /(^|\/)route\.tsx?$/.test(file));
    expect(routes.length).toBeGreaterThan(3);
    for (const file of routes) {
      const path = `/${dirname(file)}`;
      const exported = [...readFileSync(join(appDir, file), 'utf8').matchAll(/export (?:async )?function (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g)].map((m) => m[1]);
      const answered = allowedMethods(path)!.filter((method) => method !== 'HEAD');
      expect({ path, methods: [...answered].sort() }).toEqual({ path, methods: exported.sort() });
    }
    expect(Object.keys(ROUTE_METHODS).every((path) => routes.some((file) => `/${dirname(file)}` === path))).toBe(true);
  });

  it('drops malformed and unrelated-looking pairs only when they are draft cookies', () => {
    expect(screenDraftCookies('a=1;  ; b=2', 'id')).toEqual({ cookie: 'a=1; b=2', draft: false });
    expect(screenDraftCookies('__prerender_bypass', 'id')).toEqual({ cookie: undefined, draft: false });
    expect(screenDraftCookies('__prerender_bypass=id', undefined)).toEqual({ cookie: undefined, draft: false });
    expect(screenDraftCookies('__prerender_bypass=id', 'id')).toEqual({ cookie: '__prerender_bypass=id', draft: true });
  });

  it("tells a screened cookie header that carries the draft-mode cookie (the legacy layer's preview check)", () => {
    expect(carriesDraftModeCookie('langkey=en; __prerender_bypass=id')).toBe(true);
    expect(carriesDraftModeCookie('x__prerender_bypass=id; langkey=en')).toBe(false);
    expect(carriesDraftModeCookie(undefined)).toBe(false);
  });
});
