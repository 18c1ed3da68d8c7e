import { describe, expect, it } from 'vitest';
import { negotiateLocale, parseAcceptLanguage } from '@/i18n/negotiate';
import { renderToStaticMarkup } from 'react-dom/server';
import { Flag } from '@/ui/Flag';
import { defaultLocale, flagRegion, isLocale, localePath, locales, type Locale } from '@/i18n/routing';
import { normaliseQuery, routeRequest, safePath, type IncomingPath, type RoutingDecision } from '@/server/routing';

const request = (pathname: string, rest: Partial<IncomingPath> = {}): IncomingPath => ({ origin: 'https://www.example.test', pathname, search: '', ...rest });

describe('i18n routing constants', () => {
  it('supports exactly de, en, fr, es, nl, it with de as default', () => {
    expect([...locales]).toEqual(['de', 'en', 'fr', 'es', 'nl', 'it']);
    expect(defaultLocale).toBe('de');
  });

  it.each([
    ['de', true],
    ['it', true],
    ['pt', false],
    ['DE', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('isLocale(%j) → %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });
});

describe('routeRequest: home, empty path and bare default locale', () => {
  it.each<[string, Partial<IncomingPath>, string]>([
    ['/', {}, '/de/'],
    ['', {}, '/de/'],
    ['/de', {}, '/de/'],
    ['/', { cookieLocale: 'en' }, '/en/'],
    ['/de', { cookieLocale: 'fr' }, '/fr/'],
    ['', { cookieLocale: 'it' }, '/it/'],
    ['/', { cookieLocale: 'en', acceptLanguage: 'fr' }, '/en/'],
    ['/', { cookieLocale: 'xx', acceptLanguage: 'nl' }, '/nl/'],
    ['/', { cookieLocale: '', acceptLanguage: 'es' }, '/es/'],
    ['/', { acceptLanguage: 'fr-CH,fr;q=0.9' }, '/fr/'],
    ['/', { acceptLanguage: 'ja,en;q=0.5' }, '/en/'],
    ['/', { acceptLanguage: 'en;q=0.5,fr;q=0.8' }, '/fr/'],
    ['/', { acceptLanguage: 'it;q=0.3, nl;q=0.7, es;q=0.5' }, '/nl/'],
    ['/', { acceptLanguage: 'de-AT,de;q=0.9,en;q=0.8' }, '/de/'],
    ['/', { acceptLanguage: 'EN-us' }, '/en/'],
    ['/', { acceptLanguage: 'ja,zh;q=0.9' }, '/de/'],
    ['/', { acceptLanguage: '*' }, '/de/'],
    ['/', { acceptLanguage: 'en;q=0' }, '/de/'],
    ['/', { acceptLanguage: '' }, '/de/'],
    ['/de', { acceptLanguage: 'en' }, '/en/'],
    ['/', { search: '?utm_source=x' }, '/de/?utm_source=x'],
    ['/', { search: '?a=1&b=2', cookieLocale: 'en' }, '/en/?a=1&b=2'],
    ['/', { search: '?a=1/' }, '/de/?a=1'],
    ['/de', { search: '?a=1%2F' }, '/de/?a=1'],
    ['/', { search: '?' }, '/de/'],
  ])('%j %j → 307 %s', (pathname, rest, location) => {
    expect(routeRequest(request(pathname, rest))).toEqual({ kind: 'redirect', location, status: 307 });
  });
});

describe('routeRequest: trailing slash', () => {
  it.each<[string, string, string]>([
    ['/en', '', '/en/'],
    ['/en/products', '', '/en/products/'],
    ['/de/produkte/ac-thor', '', '/de/produkte/ac-thor/'],
    ['/produkte', '', '/produkte/'],
    ['/en/products', '?x=1', '/en/products/?x=1'],
    ['/en/products', '?x=1/', '/en/products/?x=1'],
    ['/en/products', '?x=1%2F', '/en/products/?x=1'],
    ['/en/products', '?x=1%2f', '/en/products/?x=1'],
    ['/en/products', '?x=1//', '/en/products/?x=1'],
    ['/en/products', '?a=1/b&c=2', '/en/products/?a=1/b&c=2'],
  ])('%s%s → 308 %s', (pathname, search, location) => {
    expect(routeRequest(request(pathname, { search }))).toEqual({ kind: 'redirect', location, status: 308 });
  });
});

describe('routeRequest: rewrite and pass-through', () => {
  it.each<[string, RoutingDecision]>([
    ['/produkte/', { kind: 'rewrite', pathname: '/de/produkte/' }],
    ['/produkte/ac-thor/', { kind: 'rewrite', pathname: '/de/produkte/ac-thor/' }],
    ['/english/', { kind: 'rewrite', pathname: '/de/english/' }],
    ['/pt/', { kind: 'rewrite', pathname: '/de/pt/' }],
    ['/de/', { kind: 'next' }],
    ['/en/', { kind: 'next' }],
    ['/it/', { kind: 'next' }],
    ['/de/produkte/', { kind: 'next' }],
    ['/en/products/ac-thor/', { kind: 'next' }],
    ['/robots.txt', { kind: 'next' }],
    ['/logo.svg', { kind: 'next' }],
    ['/sitemap.xml', { kind: 'next' }],
    ['/_next/static/chunks/main.js', { kind: 'next' }],
    ['/favicon.ico', { kind: 'next' }],
  ])('%s → %j', (pathname, decision) => {
    expect(routeRequest(request(pathname))).toEqual(decision);
  });
});

describe('routeRequest: open-redirect guards', () => {
  const base = 'https://www.example.test';
  const isSafeLocation = (location: string) =>
    /^\/[^/\\]/.test(location) && new URL(location, base).host === 'www.example.test';

  it.each<[string, string]>([
    ['//evil.example', ''],
    ['//evil.example/', ''],
    ['//evil.example/x', ''],
    ['///evil.example/x', ''],
    ['/\\evil.example', ''],
    ['/\\evil.example/x', ''],
    ['/\\/evil.example/x', ''],
    ['\\\\evil.example/x', ''],
    ['//evil.example/x', '?a=1/'],
    ['//de', ''],
    ['/%2F%2Fevil.example/x', ''],
    ['/%5Cevil.example/x', ''],
    ['//evil.example/x', '?_storyblok_tk[token]=abc'],
  ])('%s%s never redirects off the site', (pathname, search) => {
    const decision = routeRequest(request(pathname, { search, acceptLanguage: 'en' }));
    if (decision.kind === 'redirect') {
      expect(isSafeLocation(decision.location), decision.location).toBe(true);
      expect(decision.location.startsWith('//')).toBe(false);
    }
    if (decision.kind === 'rewrite') expect(decision.pathname).toMatch(/^\/[a-z]{2}\/[^/\\]/);
  });

  it.each<[string, string]>([
    ['//evil.example/x', '/evil.example/x/'],
    ['/\\evil.example/x', '/evil.example/x/'],
    ['///\\//evil.example/x', '/evil.example/x/'],
  ])('%s → 308 to a path on the site: %s', (pathname, location) => {
    expect(routeRequest(request(pathname))).toEqual({ kind: 'redirect', location, status: 308 });
  });

  it.each([
    ['', '/'],
    ['/', '/'],
    ['//evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['\\/\\/evil.example', '/evil.example'],
    ['/de/x/', '/de/x/'],
  ])('safePath(%j) → %s', (input, expected) => {
    expect(safePath(input)).toBe(expected);
  });
});

describe('routeRequest: preview token', () => {
  const search = '?_storyblok=1&_storyblok_tk[space_id]=1000&_storyblok_tk[timestamp]=1&_storyblok_tk[token]=abc';

  it.each<[string, string]>([
    ['/de/produkte/', search],
    ['/', search],
    ['/produkte/', search],
    ['/de/produkte', search],
    ['/en/', '?_storyblok_tk%5Btoken%5D=abc'],
  ])('%s%s without preview → 307 to the preview route', (pathname, query) => {
    expect(routeRequest(request(pathname, { search: query }))).toEqual({
      kind: 'redirect',
      location: `/api/preview/?to=${encodeURIComponent(pathname + query)}`,
      status: 307,
    });
  });

  it('the preview route target decodes back to the requested path and query', () => {
    const decision = routeRequest(request('/de/produkte/', { search }));
    expect(decision.kind).toBe('redirect');
    if (decision.kind !== 'redirect') return;
    const to = new URL(decision.location, 'https://www.example.test').searchParams.get('to');
    expect(to).toBe(`/de/produkte/${search}`);
  });

  it.each<[string, RoutingDecision]>([
    ['/de/produkte/', { kind: 'rewrite', pathname: '/de/_preview/produkte/' }],
    ['/produkte/', { kind: 'rewrite', pathname: '/de/_preview/produkte/' }],
  ])('%s with preview already active is not redirected to the preview entry but goes to the draft pages', (pathname, decision) => {
    expect(routeRequest(request(pathname, { search, previewActive: true }))).toEqual(decision);
  });

  it.each<[string, string]>([
    ['/en/', '/en/_preview/'],
    ['/fr/produits/ac-thor/', '/fr/_preview/produits/ac-thor/'],
    ['/impressum/', '/de/_preview/impressum/'],
    ['/en/newsletter/', '/en/_preview/newsletter/'],
  ])('in draft mode the page %s is served by the draft pages (%s), which carry the live preview', (pathname, draftRoute) => {
    expect(routeRequest(request(pathname, { previewActive: true }))).toEqual({ kind: 'rewrite', pathname: draftRoute });
    expect(routeRequest(request(pathname))).not.toEqual({ kind: 'rewrite', pathname: draftRoute });
  });

  it.each([['/en/newsletter/confirm/'], ['/_internal/styleguide/'], ['/favicon.svg']])('in draft mode %s, no story, stays where it is', (pathname) => {
    expect(routeRequest(request(pathname, { previewActive: true }))).toEqual({ kind: 'next' });
  });

  it('a query without the token is not a preview', () => {
    expect(routeRequest(request('/de/produkte/', { search: '?_storyblok=1' }))).toEqual({ kind: 'next' });
  });
});

describe('routeRequest: a search term in the address', () => {
  it.each<[string, string, string]>([
    ['/en/search/', '?q=hot%20water', '/en/_query/search/'],
    ['/de/suche/', '?q=Warmwasser&type=product', '/de/_query/suche/'],
    ['/suche/', '?q=AC-THOR', '/de/_query/suche/'],
    ['/en/', '?utm_source=x&q=thor', '/en/_query/'],
  ])('%s%s is rendered with its results by the query route (%s)', (pathname, search, route) => {
    expect(routeRequest(request(pathname, { search }))).toEqual({ kind: 'rewrite', pathname: route });
  });

  it.each([['?q='], ['?q=%20%20'], ['?query=thor'], ['?type=product']])('%s names no term: the static page', (search) => {
    expect(routeRequest(request('/en/search/', { search }))).toEqual({ kind: 'next' });
  });

  it('the app’s own routes and draft mode keep their routes', () => {
    expect(routeRequest(request('/en/newsletter/confirm/', { search: '?q=x' }))).toEqual({ kind: 'next' });
    expect(routeRequest(request('/en/search/', { search: '?q=x', previewActive: true }))).toEqual({ kind: 'rewrite', pathname: '/en/_preview/search/' });
  });
});

describe('normaliseQuery', () => {
  it.each([
    ['', ''],
    ['?', ''],
    ['?/', ''],
    ['?a=1', '?a=1'],
    ['a=1', '?a=1'],
    ['?a=1/', '?a=1'],
    ['?a=1%2F', '?a=1'],
    ['?a=1/%2F/', '?a=1'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseQuery(input)).toBe(expected);
  });
});

describe('negotiateLocale and parseAcceptLanguage', () => {
  it.each<[string | null | undefined, string | null | undefined, Locale]>([
    ['en', null, 'en'],
    ['fr', 'it', 'fr'],
    ['xx', 'it', 'it'],
    [null, 'fr-CH,fr;q=0.9', 'fr'],
    [null, 'ja,en;q=0.5', 'en'],
    [null, 'en;q=0.5,fr;q=0.8', 'fr'],
    [null, 'pt-BR,pt;q=0.9', 'de'],
    [undefined, undefined, 'de'],
  ])('cookie %j, accept-language %j → %s', (cookie, header, expected) => {
    expect(negotiateLocale(cookie, header)).toBe(expected);
  });

  it.each<[string, string[]]>([
    ['de-AT,de;q=0.9,en;q=0.8', ['de-at', 'de', 'en']],
    ['en;q=0.5,fr;q=0.8,it', ['it', 'fr', 'en']],
    ['fr;q=0.8,nl;q=0.8', ['fr', 'nl']],
    ['*,en;q=0', []],
    ['en;q=abc', []],
  ])('%j → %j', (header, expected) => {
    expect(parseAcceptLanguage(header)).toEqual(expected);
  });
});

describe('flags and locale paths', () => {
  it.each([
    ['en', 'gb'],
    ['de', 'at'],
    ['fr', 'fr'],
    ['es', 'es'],
    ['nl', 'nl'],
    ['it', 'it'],
    ['de-CH', 'ch'],
    ['en_US', 'us'],
    ['EN', 'gb'],
  ])('flagRegion(%s) → %s', (locale, region) => {
    expect(flagRegion(locale)).toBe(region);
  });

  it.each(locales.map((locale) => [locale, flagRegion(locale)]))('%s has a drawn flag (%s)', (_locale, region) => {
    const svg = renderToStaticMarkup(<Flag region={region} />);
    expect(svg).toMatch(/^<svg class="flag" viewBox="0 0 18 12"[^>]*aria-hidden="true"/);
    expect(svg.match(/<(rect|path) /g)?.length).toBeGreaterThanOrEqual(3);
  });

  it.each<[Locale, string | undefined, string]>([
    ['de', '', '/de/'],
    ['de', undefined, '/de/'],
    ['en', 'products/x', '/en/products/x/'],
    ['en', '/products/x/', '/en/products/x/'],
    ['fr', 'produits', '/fr/produits/'],
  ])('localePath(%s, %j) → %s', (locale, path, expected) => {
    expect(localePath(locale, path)).toBe(expected);
  });
});

describe('routeRequest: the manual renderer', () => {
  it.each([
    ['?id=8001&lang=en', '/pdf-renderer/manual/en/8001/'],
    ['?lang=it&id=1', '/pdf-renderer/manual/it/1/'],
  ])('maps the PDF service’s query %s onto the renderer route', (search, pathname) => {
    expect(routeRequest(request('/pdf-renderer/manual/', { search }))).toEqual({ kind: 'rewrite', pathname });
  });

  it.each(['', '?id=8001', '?id=8001&lang=pt', '?id=abc&lang=en', '?id=0&lang=en', '?id=../../x&lang=en'])('leaves %j unrouted (no page: 404)', (search) => {
    expect(routeRequest(request('/pdf-renderer/manual/', { search }))).toEqual({ kind: 'next' });
  });

  it('maps the data sheet renderer’s query the same way (a product’s story id)', () => {
    expect(routeRequest(request('/pdf-renderer/datasheet/', { search: '?id=2004&lang=fr' }))).toEqual({ kind: 'rewrite', pathname: '/pdf-renderer/datasheet/fr/2004/' });
    expect(routeRequest(request('/pdf-renderer/datasheet/', { search: '?id=2004&lang=pt' }))).toEqual({ kind: 'next' });
  });
});
