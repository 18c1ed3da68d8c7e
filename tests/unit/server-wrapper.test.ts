/**
 * The site's OpenNext server wrapper (AWS): the same redirect and response layers as `npm start`'s
 * server, around OpenNext's handler. (The built server function, with OpenNext's own converter and
 * committed function-URL events, is tested in tests/deploy.)
 */
import { createHash } from 'node:crypto';
import { ReadableStream } from 'node:stream/web';
import type { InternalEvent, InternalResult } from '@opennextjs/aws/types/open-next.js';
import type { Converter } from '@opennextjs/aws/types/overrides.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RedirectAnswer } from '@/lib/redirect-lookup';
import { securedServerWrapper, serveSecured } from '@/server/aws-wrapper';

const request = (rawPath: string, query = '', cookie?: string): InternalEvent => ({
  type: 'core',
  method: 'GET',
  rawPath,
  url: `https://www.sonnwaerme.example${rawPath}${query ? `?${query}` : ''}`,
  headers: { host: 'www.sonnwaerme.example', ...(cookie ? { cookie } : {}) },
  query: {},
  cookies: {},
  remoteAddress: '198.51.100.23',
});

/** what the function URL answers: headers and the body as text */
const converter: Converter = {
  name: 'test',
  convertFrom: async (event: InternalEvent) => event,
  convertTo: async (result: InternalResult) => ({ statusCode: result.statusCode, headers: result.headers, body: await new Response(result.body as unknown as BodyInit).text() }),
};
type Sent = { statusCode: number; headers: Record<string, string>; body: string };

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const streamOf = (text: string) => new ReadableStream<Uint8Array>({ start: (controller) => (controller.enqueue(new TextEncoder().encode(text)), controller.close()) });

const script = 'self.__next_f.push([1,"hello"])';
const page = `<!DOCTYPE html><html><body><p>AC•THOR 9s</p><script>${script}</script></body></html>`;

function redirectsKnowing(known: Record<string, RedirectAnswer>) {
  const asked: string[] = [];
  return { asked, lookup: async (address: string) => (asked.push(address), { answer: known[address] ?? null, source: 'function' as const }), size: 0 };
}

function nextServer(result: Partial<InternalResult> & { text?: string } = {}) {
  const seen: InternalEvent[] = [];
  const handler = async (request: InternalEvent): Promise<InternalResult> => {
    seen.push(request);
    const { text = page, ...rest } = result;
    return { type: 'core', statusCode: 200, headers: { 'content-type': 'text/html; charset=utf-8', etag: '"p1"' }, body: streamOf(text), isBase64Encoded: false, ...rest };
  };
  return { seen, handler };
}

describe('server wrapper (OpenNext on AWS)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('serves a page with the policy naming its inline scripts and every security header, body unchanged', async () => {
    const redirects = redirectsKnowing({});
    const server = nextServer();
    const handle = await securedServerWrapper(redirects)(server.handler, converter);
    const response = (await handle(request('/de/produkte/ac-thor-9s/'))) as Sent;
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(page);
    expect(response.headers['content-security-policy']).toContain(`'${sha256(script)}'`);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toMatch(/max-age=63072000/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['server-timing']).toMatch(/^redirect;dur=[\d.]+;desc="miss function"$/);
    expect(redirects.asked).toEqual(['/de/produkte/ac-thor-9s/']);
    expect(server.seen.map((request) => request.rawPath)).toEqual(['/de/produkte/ac-thor-9s/']);
  });

  it('answers the not-found page the pages’ route renders with 404, to GET and to HEAD (asked of Next as GET, sent without its body)', async () => {
    const missing = nextServer({ text: '<!DOCTYPE html><html><body><div class="page" data-page-status="404"><h1>Page not found</h1></div></body></html>' });
    const got = await serveSecured(request('/en/gone/'), missing.handler, redirectsKnowing({}));
    expect(got.statusCode).toBe(404);
    expect(await new Response(got.body as unknown as BodyInit).text()).toContain('<h1>Page not found</h1>');
    const head = await serveSecured({ ...request('/en/gone/'), method: 'HEAD' }, missing.handler, redirectsKnowing({}));
    expect(head.statusCode).toBe(404);
    expect(await new Response(head.body as unknown as BodyInit).text()).toBe('');
    expect(missing.seen.map((asked) => asked.method)).toEqual(['GET', 'GET']);
  });

  it('serves a page its last good answer while its regeneration fails for want of content', async () => {
    const good = nextServer({ headers: { 'content-type': 'text/html; charset=utf-8', etag: '"p1"', 'cache-control': 's-maxage=3600, stale-while-revalidate=86400' } });
    expect((await serveSecured(request('/fr/assistance/'), good.handler, redirectsKnowing({}))).statusCode).toBe(200);
    const failed = nextServer({
      statusCode: 500,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
      text: '<!DOCTYPE html><html><body><script>self.__next_f.push([1,"{\\"digest\\":\\"CONTENT_UNAVAILABLE\\"}"])</script></body></html>',
    });
    const stale = await serveSecured(request('/fr/assistance/'), failed.handler, redirectsKnowing({}));
    expect(stale.statusCode).toBe(200);
    expect(await new Response(stale.body as unknown as BodyInit).text()).toBe(page);
    expect(stale.headers).toMatchObject({ 'x-stale-answer': 'content service unavailable', 'cache-control': 'public, max-age=0, s-maxage=30' });
    expect(stale.headers['content-security-policy']).toContain(`'${sha256(script)}'`);
    // a page this instance never answered well is a 503 as before
    expect((await serveSecured(request('/fr/contact/'), failed.handler, redirectsKnowing({}))).statusCode).toBe(503);
  });

  it('answers a legacy address with its redirect, query kept, without asking Next', async () => {
    const redirects = redirectsKnowing({ '/home.html?utm_source=mailing': { target: '/de/', status: 308 } });
    const server = nextServer();
    const handle = await securedServerWrapper(redirects)(server.handler, converter);
    const response = (await handle(request('/home.html', 'utm_source=mailing'))) as Sent;
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/de/?utm_source=mailing');
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    expect(response.body).toBe('');
    expect(server.seen).toEqual([]);
  });

  it('keeps the headers the site chose and passes binary answers through', async () => {
    const bytes = '%PDF-1.7 \u0000\u00ff';
    const server = nextServer({ text: bytes, headers: { 'content-type': 'application/pdf', 'referrer-policy': 'no-referrer' }, isBase64Encoded: true });
    const response = await serveSecured(request('/de/'), server.handler, redirectsKnowing({}));
    expect(response.isBase64Encoded).toBe(true);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['content-security-policy']).not.toContain('sha256-');
    expect(Buffer.from(await new Response(response.body as unknown as BodyInit).arrayBuffer())).toEqual(Buffer.from(new TextEncoder().encode(bytes)));
  });

  it('adds no policy to a 304 (the browser keeps the stored one) and looks up no asset or API path', async () => {
    const redirects = redirectsKnowing({});
    const notModified = await serveSecured(request('/de/produkte/ac-thor-9s/'), nextServer({ statusCode: 304, text: '' }).handler, redirects);
    expect(notModified.headers['content-security-policy']).toBeUndefined();
    await serveSecured(request('/_next/static/chunks/app.js'), nextServer().handler, redirects);
    await serveSecured(request('/api/revalidate'), nextServer().handler, redirects);
    expect(redirects.asked).toEqual(['/de/produkte/ac-thor-9s/']);
  });

  it("marks draft-mode requests (this build's preview-mode id): the visual editor may frame them", async () => {
    vi.stubEnv('NEXT_PREVIEW_MODE_ID', 'build-preview-id');
    const server = nextServer();
    const response = await serveSecured(request('/de/', '', '__prerender_bypass=build-preview-id'), server.handler, redirectsKnowing({}));
    expect(response.headers['content-security-policy']).toContain('frame-ancestors https://app.storyblok.com');
    expect(server.seen[0]?.cookies).toEqual({ __prerender_bypass: 'build-preview-id' });
  });

  it('answers made-up draft cookies as if there were none: Next never sees them, no preview policy', async () => {
    vi.stubEnv('NEXT_PREVIEW_MODE_ID', 'build-preview-id');
    const server = nextServer();
    const event = request('/de/', '', 'langkey=en; __prerender_bypass=made-up; __next_preview_data=made-up');
    const response = await serveSecured({ ...event, cookies: { langkey: 'en', __prerender_bypass: 'made-up', __next_preview_data: 'made-up' } }, server.handler, redirectsKnowing({}));
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(server.seen[0]?.headers.cookie).toBe('langkey=en');
    expect(server.seen[0]?.cookies).toEqual({ langkey: 'en' });
  });

  it.each(['TRACE', 'PUT', 'DELETE'])('refuses %s on a page with 405 and Allow, secured, without asking Next or the redirects', async (method) => {
    const redirects = redirectsKnowing({});
    const server = nextServer();
    const response = (await (await securedServerWrapper(redirects)(server.handler, converter))({ ...request('/de/'), method })) as Sent;
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(JSON.parse(response.body)).toMatchObject({ error: 'method-not-allowed' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=/);
    expect(server.seen).toEqual([]);
    expect(redirects.asked).toEqual([]);
  });

  it.each(['///', '//evil.example/', '//%5Cevil.example', '/de/%zz/', '/%ff', '/en/products/%C0%AF/', '/%00', '/de/./produkte/', '/mail/../de/'])(
    'answers the target %s with a secured 400, without asking Next or the redirects',
    async (rawPath) => {
      const redirects = redirectsKnowing({});
      const server = nextServer();
      const response = (await (await securedServerWrapper(redirects)(server.handler, converter))(request(rawPath))) as Sent;
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body)).toMatchObject({ error: 'bad-request-target', message: expect.any(String) });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(server.seen).toEqual([]);
      expect(redirects.asked).toEqual([]);
    },
  );

  it('answers a URL that does not parse (a made-up Host) with a 400 result, not a thrown error', async () => {
    const server = nextServer();
    const response = await serveSecured({ ...request('/de/'), url: 'https://evil example/de/' }, server.handler, redirectsKnowing({}));
    expect(response.statusCode).toBe(400);
    expect(server.seen).toEqual([]);
  });

  it('leaves the query to the app: a stray % there is what a browser sends for a typed search', async () => {
    const server = nextServer();
    const response = await serveSecured(request('/de/suche/', 'q=100%'), server.handler, redirectsKnowing({}));
    expect(response.statusCode).toBe(200);
    expect(server.seen).toHaveLength(1);
  });

  it('gives a legacy redirect the security headers too', async () => {
    const response = await serveSecured(request('/dto'), nextServer().handler, redirectsKnowing({ '/dto': { target: '/de/', status: 301 } }));
    expect(response.statusCode).toBe(301);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
