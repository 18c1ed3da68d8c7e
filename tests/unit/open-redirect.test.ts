/**
 * No redirect leaves the site (issue 16, point 1): the one check every redirect passes through, with
 * its payload table, and every route that answers a redirect driven with the same payloads — the
 * proxy's routing, the preview entry, the language switch, the legacy layer, the redirect function
 * and the import plan.
 */
import type { HttpEvent } from '@pv/functions/http';
import { createRedirectHandler } from '@pv/functions/redirects/handler';
import { describeProblem, planRedirects } from '@pv/functions/redirects/plan';
import type { RedirectStore } from '@pv/functions/redirects/store';
import { allowedRedirectHosts, checkRedirectTarget, safeRedirectLocation } from '@pv/shared/redirect-target';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as switchLanguage } from '@/app/api/language/route';
import { GET as enterPreview } from '@/app/api/preview/route';
import { getStory } from '@/content';
import { answerLegacyAddress } from '@/server/redirects/layer';
import { routeRequest } from '@/server/routing';
import { previewQuery } from '../support/preview';

// the routes' own `next/headers` (Next is the site's dependency): draft mode needs no request scope here
vi.mock('../../packages/web/node_modules/next/headers.js', () => ({
  draftMode: async () => ({ enable: () => undefined }),
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
}));
vi.mock('@/content', () => ({ getStory: vi.fn() }));

const SITE = 'http://localhost:3000';
const ALLOWED = ['localhost:4010', 'www.sonnwaerme.example'];
const scope = { siteOrigin: SITE, allowedHosts: ALLOWED };

/** what the routes read of a request: its URL */
type RouteRequest = Parameters<typeof enterPreview>[0];
const routeRequestTo = (url: string) => ({ nextUrl: new URL(url) }) as unknown as RouteRequest;

/** Inputs that must never send a visitor elsewhere: `null` where the check refuses them, else the on-site location. */
const PAYLOADS: [string, string | null][] = [
  // protocol-relative, backslashes
  ['//evil.example', null],
  ['//evil.example/', null],
  ['///evil.example/x', null],
  ['/\\evil.example', null],
  ['/\\/evil.example/x', null],
  ['\\\\evil.example', null],
  ['\\/evil.example', null],
  ['/.//evil.example', null],
  ['/de/..//..//evil.example/', null],
  ['/%2e%2e//evil.example', null],
  // controls and whitespace the URL parser drops (the issue's payloads) or browsers strip
  ['/\t/evil.example/', null],
  ['\n//evil.example/', null],
  ['/\r/evil.example', null],
  ['\u0000//evil.example', null],
  ['/\u0085/evil.example', null],
  [' //evil.example', null],
  ['/\u00a0/evil.example', null],
  ['/\u200b/evil.example', null],
  ['/\u202e/evil.example', null],
  ['/\ufeff/evil.example', null],
  ['/de/\r\nSet-Cookie: x=1', null],
  // percent-encoded: once, twice, three times
  ['/%09/evil.example/', null],
  ['%0A//evil.example/', null],
  ['/%0D%0A/evil.example', null],
  ['/%C2%85/evil.example', null],
  ['/%E2%80%8B/evil.example', null],
  ['/%2F/evil.example/', null],
  ['/%2f%2fevil.example', null],
  ['/%5Cevil.example', null],
  ['/%5C%5Cevil.example', null],
  ['%2F%2Fevil.example', null],
  ['/%252F%252Fevil.example', null],
  ['/%25252F%25252Fevil.example', null],
  ['/%2525252F%2525252Fevil.example', null],
  ['/%2509/evil.example', null],
  // schemes
  ['javascript:alert(1)', null],
  ['JaVaScRiPt:alert(1)', null],
  ['java\tscript:alert(1)', null],
  ['javascript://www.sonnwaerme.example/%0Aalert(1)', null],
  ['data:text/html,<script>alert(1)</script>', null],
  ['vbscript:msgbox(1)', null],
  ['file:///etc/passwd', null],
  ['ftp://localhost:4010/x', null],
  // other hosts, however written
  ['http://evil.example/', null],
  ['https://evil.example', null],
  ['HTTPS://EVIL.EXAMPLE/', null],
  ['https:evil.example', null],
  ['https:/evil.example', null],
  ['http:/\\evil.example', null],
  ['http:\\\\evil.example', null],
  ['https://www.sonnwaerme.example@evil.example/', null],
  ['https://evil.example#@www.sonnwaerme.example', null],
  ['https://evil.example?@www.sonnwaerme.example', null],
  ['https://evil.example\\@www.sonnwaerme.example', null],
  ['https://www.sonnwaerme.example.evil.example/', null],
  ['https://www.sönnwaerme.example/', null],
  ['https://ＷＷＷ.evil.example/', null],
  ['https://%65vil.example/', null],
  ['http://localhost:4011/', null],
  ['https://user:pass@www.sonnwaerme.example/', null],
  ['http://localhost:3000@evil.example/', null],
  // not from the site root: a browser would resolve it against the current page
  ['evil.example', null],
  ['de/produkte/', null],
  ['', null],
  // what stays on the site is written out path-absolute, whatever the input looked like
  ['/de/produkte/ac-thor/', '/de/produkte/ac-thor/'],
  ['/de/suche/?q=%2F%2Fevil.example#top', '/de/suche/?q=%2F%2Fevil.example#top'],
  ['/de/?next=//evil.example', '/de/?next=//evil.example'],
  ['/de/a%20b.pdf', '/de/a%20b.pdf'],
  ['/es/noticias/año-nuevo/', '/es/noticias/a%C3%B1o-nuevo/'],
  ['/de/./produkte/../kontakt/', '/de/kontakt/'],
  ['http://localhost:3000/de/', '/de/'],
  ['HTTP://LOCALHOST:3000/de/', '/de/'],
  // allowed hosts, as absolute addresses
  ['http://localhost:4010/f/1000/documents/a.pdf', 'http://localhost:4010/f/1000/documents/a.pdf'],
  ['https://WWW.SONNWAERME.EXAMPLE/de/', 'https://www.sonnwaerme.example/de/'],
  ['https://www。sonnwaerme。example/de/', 'https://www.sonnwaerme.example/de/'],
];
const ATTACKS = PAYLOADS.filter(([, expected]) => expected === null).map(([payload]) => payload);

const HOST_LIKE_PATH = /^[/\\][\p{Cc}\p{Cf}\s]*[/\\]/u;
function decodedAgainAndAgain(path: string): string {
  let current = path;
  for (let next = current; ; current = next) {
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
  }
}

/** Where a browser goes with `location` — and where it would go if a later hop decoded the path again. */
function expectOnSite(location: string | null | undefined, input: string) {
  if (location === null || location === undefined) return;
  const message = `${JSON.stringify(input)} → ${JSON.stringify(location)}`;
  expect(location, message).not.toMatch(/[\p{Cc}\p{Cf}\s]/u);
  const url = new URL(location, SITE);
  if (url.origin !== SITE) expect(ALLOWED, message).toContain(url.host);
  expect(['http:', 'https:'], message).toContain(url.protocol);
  expect(decodedAgainAndAgain(url.pathname), message).not.toMatch(HOST_LIKE_PATH);
}

describe('checkRedirectTarget / safeRedirectLocation: the payload table', () => {
  it.each(PAYLOADS)('%j → %j', (payload, expected) => {
    expect(safeRedirectLocation(payload, scope)).toBe(expected);
    expectOnSite(safeRedirectLocation(payload, scope), payload);
  });

  it('names what it refused, and what kind of target it accepted', () => {
    expect(checkRedirectTarget('//evil.example', scope)).toEqual({ kind: 'refused', reason: 'a path that browsers read as another host' });
    expect(checkRedirectTarget('/%252F%252Fevil.example', scope)).toEqual({ kind: 'refused', reason: 'a path that browsers read as another host' });
    expect(checkRedirectTarget('/de/%0D%0A/', scope)).toEqual({ kind: 'refused', reason: 'encoded control characters in the path' });
    expect(checkRedirectTarget('/%2525252F', scope)).toEqual({ kind: 'refused', reason: 'more layers of percent-encoding than an address has' });
    expect(checkRedirectTarget('https://evil.example/', scope)).toEqual({ kind: 'refused', reason: 'the host evil.example is not on the allow-list' });
    expect(checkRedirectTarget('data:text/html,x', scope)).toEqual({ kind: 'refused', reason: 'the scheme data: is not allowed' });
    expect(checkRedirectTarget('/de/', scope)).toEqual({ kind: 'site', location: '/de/' });
    expect(checkRedirectTarget('http://localhost:4010/a.pdf', scope)).toMatchObject({ kind: 'allowed-host', location: 'http://localhost:4010/a.pdf' });
  });

  it('an absolute address on the site itself needs no allow-list; no other host is allowed without one', () => {
    expect(safeRedirectLocation('https://www.example.com/de/', { siteOrigin: 'https://www.example.com' })).toBe('/de/');
    expect(safeRedirectLocation('http://www.example.com/de/', { siteOrigin: 'https://www.example.com' })).toBeNull();
    expect(safeRedirectLocation('http://localhost:4010/a.pdf', { siteOrigin: SITE })).toBeNull();
  });

  it('allowed hosts: REDIRECT_ALLOWED_HOSTS, by default the document server and the production host', () => {
    expect(allowedRedirectHosts({ REDIRECT_ALLOWED_HOSTS: ' A.Storyblok.com, www.example.com ,' })).toEqual(['a.storyblok.com', 'www.example.com']);
    expect(allowedRedirectHosts({ DOCUMENT_SERVER_BASE: 'https://a.storyblok.com/f/1/documents', PRODUCTION_HOST: 'WWW.Example.com' })).toEqual(['a.storyblok.com', 'www.example.com']);
    expect(allowedRedirectHosts({})).toEqual(ALLOWED);
  });
});

describe('every redirecting route, driven with the payloads', () => {
  const origin = SITE;

  it.each(ATTACKS)('the proxy (routeRequest) with path %j', (payload) => {
    for (const search of ['', '?a=1/', `?_storyblok_tk[token]=x`]) {
      const decision = routeRequest({ origin, pathname: payload, search, acceptLanguage: 'en' });
      if (decision.kind === 'redirect') expectOnSite(decision.location, payload + search);
    }
  });

  it('the proxy still redirects what it should: a missing slash, home, the preview entry', () => {
    expect(routeRequest({ origin, pathname: '/de/produkte', search: '?a=1' })).toEqual({ kind: 'redirect', location: '/de/produkte/?a=1', status: 308 });
    expect(routeRequest({ origin, pathname: '/', search: '', acceptLanguage: 'fr' })).toEqual({ kind: 'redirect', location: '/fr/', status: 307 });
    expect(routeRequest({ origin, pathname: '/de/', search: '?_storyblok_tk[token]=x' })).toMatchObject({ kind: 'redirect', location: expect.stringMatching(/^\/api\/preview\/\?to=/) });
  });

  it.each(['/%09/evil.example/x', '/%2F/evil.example/x', '/%252F%252Fevil.example/x'])('the proxy serves %s (a 404) rather than redirect to it', (pathname) => {
    expect(routeRequest({ origin, pathname, search: '' })).toEqual({ kind: 'rewrite', pathname: `/de${pathname}` });
  });

  const preview = (query: string) => enterPreview(routeRequestTo(`${SITE}/api/preview/${query}`));

  it.each(ATTACKS)('the preview entry with to=%j', async (payload) => {
    const response = await preview(`?to=${encodeURIComponent(payload)}`);
    expect(response.status).toBe(307);
    expectOnSite(response.headers.get('location'), payload);
  });

  it.each(['?to=/%09/evil.example/', '?to=%0A//evil.example/', '?to=/%0D/evil.example/', '?to=%2F%2Fevil.example', '?to=/%5Cevil.example'])(
    'the preview entry sends %s home, on the site (the issue’s requests)',
    async (query) => {
      expect((await preview(query)).headers.get('location')).toBe('/');
    },
  );

  it('the preview entry goes back to the page without the token (checked, it is done with), keeping the rest of the query', async () => {
    expect((await preview(`?to=${encodeURIComponent(`/de/produkte/${previewQuery()}&_storyblok=7`)}`)).headers.get('location')).toBe('/de/produkte/?_storyblok=7');
    expect((await preview(`?to=${encodeURIComponent(`/de/produkte/${previewQuery('wrong')}&a=1`)}`)).headers.get('location')).toBe('/de/produkte/?a=1');
  });

  describe('the language switch', () => {
    const storyAt = vi.mocked(getStory);
    beforeEach(() => storyAt.mockReset());
    const switchTo = (from: string) => switchLanguage(routeRequestTo(`${SITE}/api/language/?to=en&from=${encodeURIComponent(from)}`));

    it.each(ATTACKS)('with from=%j and a page whose address is that', async (payload) => {
      storyAt.mockResolvedValue({ paths: { en: payload } } as never);
      const response = await switchTo(payload);
      expect(response.status).toBe(303);
      expectOnSite(response.headers.get('location'), payload);
    });

    it('goes to the page in the chosen language, or its home when the address would leave the site', async () => {
      storyAt.mockResolvedValue({ paths: { en: 'products/ac-thor' } } as never);
      expect((await switchTo('/de/produkte/ac-thor/')).headers.get('location')).toBe('/en/products/ac-thor/');
      storyAt.mockResolvedValue({ paths: { en: '..//..//evil.example' } } as never);
      expect((await switchTo('/de/produkte/ac-thor/')).headers.get('location')).toBe('/en/');
    });

    it('keeps a results page’s search term, encoded, and nothing else of the query', async () => {
      storyAt.mockResolvedValue({ paths: { en: 'search' } } as never);
      const request = (query: string) => switchLanguage(routeRequestTo(`${SITE}/api/language/?to=en&from=${encodeURIComponent('/de/suche/')}${query}`));
      expect((await request('&q=AC-THOR')).headers.get('location')).toBe('/en/search/?q=AC-THOR');
      expect((await request(`&q=${encodeURIComponent('//evil.example/ & x')}&next=//evil.example`)).headers.get('location')).toBe('/en/search/?q=%2F%2Fevil.example%2F+%26+x');
      expect((await request('&q=')).headers.get('location')).toBe('/en/search/');
    });
  });

  describe('the legacy layer (answerLegacyAddress)', () => {
    const answer = (target: string, address = '/old') =>
      answerLegacyAddress('GET', address, { lookup: async () => ({ answer: { target, status: 301 }, source: 'cache' as const }), size: 0 }, { scope });

    it.each(ATTACKS)('with a stored target %j', async (payload) => {
      const { redirect } = await answer(payload);
      expect(redirect).toBeNull();
    });

    it.each(ATTACKS)('with a request query %j', async (payload) => {
      const { redirect } = await answer('/de/', `/old?${payload}`);
      expectOnSite(redirect?.headers.location, payload);
    });

    it("lets a preview through to the page where visitors are redirected: the editor's valid token, or draft mode on", async () => {
      const lookup = { lookup: async () => ({ answer: { target: '/en/news/', status: 301 as const }, source: 'cache' as const }), size: 0 };
      expect((await answerLegacyAddress('GET', `/en/webinars/${previewQuery()}`, lookup, { scope })).redirect).toBeNull();
      expect((await answerLegacyAddress('GET', '/en/webinars/', lookup, { scope, draft: true })).redirect).toBeNull();
      expect((await answerLegacyAddress('GET', `/en/webinars/${previewQuery('0'.repeat(40))}`, lookup, { scope })).redirect?.status).toBe(301);
      expect((await answerLegacyAddress('GET', '/en/webinars/', lookup, { scope })).redirect?.status).toBe(301);
    });

    it('answers targets on the site and on allowed hosts', async () => {
      expect((await answer('/de/anleitungen/')).redirect?.headers.location).toBe('/de/anleitungen/');
      expect((await answer('https://www.sonnwaerme.example/de/')).redirect?.headers.location).toBe('https://www.sonnwaerme.example/de/');
    });
  });

  describe('the redirect function', () => {
    const storing = (target: string): RedirectStore => ({
      get: async (source) => ({ source, target, status: 301 }),
      all: async () => [],
      put: async () => undefined,
      delete: async () => undefined,
    });
    const lookup = (target: string) =>
      createRedirectHandler({ store: storing(target), allowedHosts: ALLOWED })({
        rawPath: '/redirects/lookup',
        rawQueryString: `path=${encodeURIComponent('/old')}`,
        requestContext: { http: { method: 'GET' } },
      } as HttpEvent);

    it.each(ATTACKS)('with a stored target %j answers 404', async (payload) => {
      expect((await lookup(payload)).statusCode).toBe(404);
    });

    it('answers a target on the site as the path a browser goes to, an allowed one as it is', async () => {
      expect(JSON.parse(String((await lookup('/de/./kontakt/')).body))).toEqual({ target: '/de/kontakt/', status: 301 });
      expect(JSON.parse(String((await lookup('http://localhost:4010/f/a.pdf')).body))).toEqual({ target: 'http://localhost:4010/f/a.pdf', status: 301 });
    });

    it.each(ATTACKS)('the import refuses a row with target %j', async (payload) => {
      const plan = await planRedirects([{ label: 'line 2', source: '/old', target: payload, status: '' }], {
        allowedHosts: ALLOWED,
        pageExists: () => false,
        addressExists: async () => true,
      });
      expect(plan.entries).toEqual([]);
      expect(plan.problems.map(describeProblem)).toEqual([expect.stringMatching(/^line 2: target .*: /s)]);
    });
  });
});
