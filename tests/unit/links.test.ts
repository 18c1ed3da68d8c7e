import { describe, expect, it } from 'vitest';
import type { LinkField } from '@/content/types';
import { isActiveLink, lastHttpsPart, resolveLink, storyHref, toProductionHost, type LinkContext } from '@/lib/links';

const context: LinkContext = { locale: 'de', productionHost: 'www.example.test', acceptanceHost: 'acc.example.test' };

describe('resolveLink: story links', () => {
  it.each<[string, LinkField, string]>([
    ['slug gets the locale prefix and a trailing slash', { linktype: 'story', cached_url: 'produkte' }, '/de/produkte/'],
    ['nested slug', { linktype: 'story', cached_url: 'produkte/ac-thor' }, '/de/produkte/ac-thor/'],
    ['resolved story wins over cached_url', { linktype: 'story', cached_url: 'alt', story: { full_slug: 'produkte' } }, '/de/produkte/'],
    ['leading and trailing slashes of the slug are ignored', { linktype: 'story', cached_url: '/produkte/' }, '/de/produkte/'],
    ['home → locale root', { linktype: 'story', cached_url: 'home' }, '/de/'],
    ['en/home → en root', { linktype: 'story', cached_url: 'en/home' }, '/en/'],
    ['de/home → de root', { linktype: 'story', cached_url: 'de/home' }, '/de/'],
    ['fr/home/ with trailing slash → fr root', { linktype: 'story', cached_url: 'fr/home/' }, '/fr/'],
    // spec: "a slug ending in /home points to the locale root"
    ['a deeper slug ending in /home → locale root', { linktype: 'story', cached_url: 'produkte/home' }, '/de/'],
    ['a translated deeper slug ending in /home → its locale root', { linktype: 'story', cached_url: 'en/products/home' }, '/en/'],
    ['slug already prefixed with en keeps it', { linktype: 'story', cached_url: 'en/products' }, '/en/products/'],
    ['slug already prefixed with fr keeps it', { linktype: 'story', cached_url: 'fr/produits' }, '/fr/produits/'],
    ['slug already prefixed with es keeps it', { linktype: 'story', cached_url: 'es/productos' }, '/es/productos/'],
    ['slug already prefixed with nl keeps it', { linktype: 'story', cached_url: 'nl/producten' }, '/nl/producten/'],
    ['slug already prefixed with it keeps it', { linktype: 'story', cached_url: 'it/prodotti' }, '/it/prodotti/'],
    ['slug already prefixed with de is not doubled', { linktype: 'story', cached_url: 'de/produkte' }, '/de/produkte/'],
    ['a segment that only starts like a locale is no locale', { linktype: 'story', cached_url: 'it-services/x' }, '/de/it-services/x/'],
    ['an unknown language code is no locale', { linktype: 'story', cached_url: 'pt/produtos' }, '/de/pt/produtos/'],
    ['a segment named homepage is not home', { linktype: 'story', cached_url: 'homepage' }, '/de/homepage/'],
    ['anchor appended after the slash', { linktype: 'story', cached_url: 'produkte', anchor: 'faq' }, '/de/produkte/#faq'],
    ['anchor on home', { linktype: 'story', cached_url: 'home', anchor: 'kontakt' }, '/de/#kontakt'],
    ['query appended', { linktype: 'story', cached_url: 'produkte', query: { typ: 'ac-thor' } }, '/de/produkte/?typ=ac-thor'],
    ['several query params, encoded', { linktype: 'story', cached_url: 'produkte', query: { a: '1', b: 'x y&z' } }, '/de/produkte/?a=1&b=x+y%26z'],
    ['query before anchor', { linktype: 'story', cached_url: 'produkte', query: { a: '1' }, anchor: 'faq' }, '/de/produkte/?a=1#faq'],
    ['empty query object adds nothing', { linktype: 'story', cached_url: 'produkte', query: {} }, '/de/produkte/'],
  ])('%s', (_name, link, href) => {
    expect(resolveLink(link, context)).toEqual({ href, newTab: false, external: false });
  });

  it.each<[string, string, string]>([
    ['en', 'products', '/en/products/'],
    ['en', 'home', '/en/'],
    ['fr', 'de/produkte', '/de/produkte/'],
    ['it', '', '/it/'],
  ])('story slug in context locale %s: %s → %s', (locale, slug, href) => {
    expect(storyHref(slug, locale as LinkContext['locale'])).toBe(href);
    expect(resolveLink({ linktype: 'story', cached_url: slug || 'home' }, { ...context, locale: locale as LinkContext['locale'] })?.href).toBe(href);
  });
});

describe('resolveLink: email links', () => {
  it.each<[string, LinkField, string]>([
    ['email field', { linktype: 'email', email: 'info@example.test' }, 'mailto:info@example.test'],
    ['email field already with mailto:', { linktype: 'email', email: 'mailto:info@example.test' }, 'mailto:info@example.test'],
    ['email in url field', { linktype: 'email', url: 'info@example.test' }, 'mailto:info@example.test'],
  ])('%s → mailto in a new tab', (_name, link, href) => {
    expect(resolveLink(link, context)).toEqual({ href, newTab: true, external: true });
  });
});

describe('resolveLink: url and asset links', () => {
  it.each<[string, LinkField, string]>([
    ['https address of another host', { linktype: 'url', url: 'https://other.example/page' }, 'https://other.example/page'],
    ['http address of another host', { linktype: 'url', url: 'http://other.example/page' }, 'http://other.example/page'],
    ['address in cached_url', { linktype: 'url', cached_url: 'https://other.example/page' }, 'https://other.example/page'],
    ['address in href (rich-text mark)', { href: 'https://other.example/page' }, 'https://other.example/page'],
    ['surrounding whitespace trimmed', { linktype: 'url', url: '  https://other.example/page  ' }, 'https://other.example/page'],
    ['asset link', { linktype: 'asset', url: 'https://a.storyblok.com/f/1000/x/manual.pdf' }, 'https://a.storyblok.com/f/1000/x/manual.pdf'],
    ['mailto in a url link', { linktype: 'url', url: 'mailto:info@example.test' }, 'mailto:info@example.test'],
    ['last of several https:// parts', { linktype: 'url', url: 'https://acc.example.test/https://other.example/page' }, 'https://other.example/page'],
    ['query on an external address', { linktype: 'url', url: 'https://other.example/page', query: { a: '1' } }, 'https://other.example/page?a=1'],
    ['anchor on an external address', { linktype: 'url', url: 'https://other.example/page', anchor: 'top' }, 'https://other.example/page#top'],
    // a second `?` would make `b=2` part of the value of `a`
    ['query merged into an address that already has one', { linktype: 'url', url: 'https://other.example/page?a=1', query: { b: '2' } }, 'https://other.example/page?a=1&b=2'],
  ])('%s opens in a new tab', (_name, link, href) => {
    expect(resolveLink(link, context)).toEqual({ href, newTab: true, external: true });
  });

  it.each<[string, string, string]>([
    ['https', 'https://acc.example.test/de/produkte/', 'https://www.example.test/de/produkte/'],
    ['http becomes https', 'http://acc.example.test/de/produkte/', 'https://www.example.test/de/produkte/'],
    ['query and hash kept', 'https://acc.example.test/en/x/?a=1#b', 'https://www.example.test/en/x/?a=1#b'],
    ['last https part is on the acceptance host', 'https://www.example.test/https://acc.example.test/de/', 'https://www.example.test/de/'],
  ])('acceptance host rewritten to production host (%s)', (_name, url, href) => {
    expect(resolveLink({ linktype: 'url', url }, context)?.href).toBe(href);
  });

  it.each<[string, string, string]>([
    ['path gets a trailing slash', '/de/produkte', '/de/produkte/'],
    ['path with slash stays', '/de/produkte/', '/de/produkte/'],
    ['hash after the slash', '/de/produkte#faq', '/de/produkte/#faq'],
    ['query after the slash', '/de/produkte?x=1', '/de/produkte/?x=1'],
    ['query on a path with slash kept as it is', '/de/produkte/?x=1', '/de/produkte/?x=1'],
  ])('relative address: %s', (_name, url, href) => {
    expect(resolveLink({ linktype: 'url', url }, context)).toEqual({ href, newTab: false, external: false });
  });
});

describe('resolveLink: empty links', () => {
  it.each<[string, LinkField | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['empty object', {}],
    ['empty url link', { linktype: 'url', url: '', cached_url: '' }],
    ['whitespace url', { linktype: 'url', url: '   ' }],
    ['empty story link', { linktype: 'story', cached_url: '', id: '' }],
    ['empty email link', { linktype: 'email', email: '' }],
    ['empty asset link', { linktype: 'asset', url: '' }],
  ])('%s → null', (_name, link) => {
    expect(resolveLink(link, context)).toBeNull();
  });
});

describe('link helpers', () => {
  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['https://a.example/https://b.example/y', 'https://b.example/y'],
    ['https://a.example/https://b.example/https://c.example/z', 'https://c.example/z'],
    ['http://a.example/https://b.example/y', 'https://b.example/y'],
    ['/relative', '/relative'],
  ])('lastHttpsPart(%s) → %s', (url, expected) => {
    expect(lastHttpsPart(url)).toBe(expected);
  });

  it.each([
    ['https://acc.example.test/x/', 'https://www.example.test/x/'],
    ['https://other.example/x/', 'https://other.example/x/'],
    ['https://acc.example.test.evil.example/x/', 'https://acc.example.test.evil.example/x/'],
    ['not a url', 'not a url'],
  ])('toProductionHost(%s) → %s', (url, expected) => {
    expect(toProductionHost(url, context)).toBe(expected);
  });
});

describe('isActiveLink', () => {
  it.each<[string, string, string, boolean]>([
    ['/de/produkte/', '/de/produkte/', '', true],
    ['/de/produkte/', '/de/produkte/ac-thor/', '', true],
    ['/de/produkte', '/de/produkte/ac-thor/', '', true],
    ['/de/produkte/', '/de/produkte', '', true],
    ['/de/produkte/?typ=1', '/de/produkte/', '', true],
    ['/de/produkte/', '/de/produktion/', '', false],
    ['/de/produkte/', '/de/produkte-alt/', '', false],
    ['/de/produkte/ac-thor/', '/de/produkte/', '', false],
    ['/de/produkte/', '/en/produkte/', '', false],
    ['/de/', '/de/', '', true],
    ['/de', '/de/', '', true],
    ['/de/', '/de/produkte/', '', false],
    ['/de', '/de/produkte/', '', false],
    ['/de/', '/en/', '', false],
    ['#faq', '/de/produkte/', '#faq', true],
    ['/de/service/#faq', '/de/other/', '#faq', true],
    ['/de/service/#faq', '/de/other/', 'faq', true],
    ['/de/service/#faq', '/de/other/', '#kontakt', false],
    ['/de/service/#faq', '/de/other/', '', false],
    ['#faq', '/de/produkte/', '', false],
    ['https://other.example/de/produkte/', '/de/produkte/', '', false],
    ['mailto:info@example.test', '/de/', '', false],
    ['', '/de/', '', false],
  ])('target %s on %s, hash %j → %s', (target, path, hash, active) => {
    expect(isActiveLink(target, path, hash)).toBe(active);
  });
});
