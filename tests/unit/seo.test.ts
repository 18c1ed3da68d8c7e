import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/routing';
import type { ContentTypeBlok, ContentTypeName, SeoFields, SiteSettings, Story } from '@/content/types';
import { buildMetadata, pageUrl, type MetadataInput } from '@/lib/seo';
import { resizedImage } from '@/storyblok/image-service';
import { seoFallback } from '@/registry/content-types';

const siteUrl = 'https://www.example.test';
const asset = 'https://a.storyblok.com/f/1000/1200x630/abc/og.jpg';

const paths: Record<Locale, string> = {
  de: 'produkte/ac-thor',
  en: 'products/ac-thor',
  fr: 'produits/ac-thor',
  es: 'productos/ac-thor',
  nl: 'producten/ac-thor',
  it: 'prodotti/ac-thor',
};

const story = (component: ContentTypeName, content: Record<string, unknown> = {}, storyPaths: Record<Locale, string> = paths): Story => ({
  id: 1,
  uuid: 'u1',
  name: 'Story name',
  slug: 'ac-thor',
  fullSlug: 'produkte/ac-thor',
  defaultFullSlug: 'produkte/ac-thor',
  firstPublishedAt: null,
  publishedAt: null,
  component,
  // loose on purpose: the metadata copes with whatever the content service holds
  content: { _uid: 'c', component, ...content } as ContentTypeBlok,
  paths: storyPaths,
});

const settings = (seo: SeoFields | null): SiteSettings => ({ seo, navigation: [], phone: '', street: '', city: '', footer: null, searchPage: null, contactPage: null, partnerPage: null });

/** as the page builds it: the story's content type offers its fallback (registry/content-types.ts) */
const input = ({ story: s = story('page'), ...fields }: Partial<MetadataInput>): MetadataInput => ({
  story: s,
  locale: 'de',
  settings: null,
  siteUrl,
  draft: false,
  contentFallback: seoFallback(s.content),
  ...fields,
});

describe('buildMetadata: title and description', () => {
  it.each<[string, Story, string, string]>([
    [
      'first seo item',
      story('page', { seo: [{ title: 'SEO title', description: 'SEO description' }, { title: 'second', description: 'second' }], title: 'Content title' }),
      'SEO title',
      'SEO description',
    ],
    ['news falls back to content title/description', story('news', { seo: [], title: 'News title', description: 'News teaser' }), 'News title', 'News teaser'],
    ['reference falls back to content title/description', story('reference', { seo: [], title: 'Reference title', description: 'Reference text' }), 'Reference title', 'Reference text'],
    ['news without seo field', story('news', { title: 'News title', description: 'News teaser' }), 'News title', 'News teaser'],
    ['news with blank seo fields', story('news', { seo: [{ title: '  ', description: '' }], title: 'News title', description: 'News teaser' }), 'News title', 'News teaser'],
    ['a page does not take its content title: the story name, no description', story('page', { seo: [], title: 'Content title', description: 'Content text' }), 'Story name', undefined as unknown as string],
    ['news with seo set prefers seo', story('news', { seo: [{ title: 'SEO title', description: 'SEO description' }], title: 'News title', description: 'News teaser' }), 'SEO title', 'SEO description'],
  ])('%s', (_name, s, title, description) => {
    expect(buildMetadata(input({ story: s }))).toMatchObject({ title, description });
  });

  it('falls back to the story name and the site description', () => {
    const meta = buildMetadata(input({ story: story('page', { seo: [] }), settings: settings({ description: 'Site description' }) }));
    expect(meta).toMatchObject({ title: 'Story name', description: 'Site description' });
  });
});

describe('buildMetadata: canonical and alternates', () => {
  it.each<[Locale, string]>([
    ['de', 'https://www.example.test/de/produkte/ac-thor/'],
    ['en', 'https://www.example.test/en/products/ac-thor/'],
    ['it', 'https://www.example.test/it/prodotti/ac-thor/'],
  ])('canonical in %s is %s', (locale, url) => {
    const meta = buildMetadata(input({ locale }));
    expect(meta.alternates?.canonical).toBe(url);
    expect(meta.openGraph).toMatchObject({ url, locale });
  });

  it('lists all six languages and x-default → en', () => {
    expect(buildMetadata(input({})).alternates?.languages).toEqual({
      de: 'https://www.example.test/de/produkte/ac-thor/',
      en: 'https://www.example.test/en/products/ac-thor/',
      fr: 'https://www.example.test/fr/produits/ac-thor/',
      es: 'https://www.example.test/es/productos/ac-thor/',
      nl: 'https://www.example.test/nl/producten/ac-thor/',
      it: 'https://www.example.test/it/prodotti/ac-thor/',
      'x-default': 'https://www.example.test/en/products/ac-thor/',
    });
  });

  it('home gets the locale root with a trailing slash', () => {
    const home = story('page', {}, { de: '', en: '', fr: '', es: '', nl: '', it: '' });
    const meta = buildMetadata(input({ story: home, locale: 'fr' }));
    expect(meta.alternates?.canonical).toBe('https://www.example.test/fr/');
    expect(meta.alternates?.languages).toMatchObject({ de: 'https://www.example.test/de/', 'x-default': 'https://www.example.test/en/' });
  });

  it.each([
    ['de', 'ueber-uns', 'https://www.example.test/de/ueber-uns/'],
    ['en', '', 'https://www.example.test/en/'],
  ] as const)('pageUrl(%s, %j) → %s', (locale, path, expected) => {
    expect(pageUrl(siteUrl, locale, path)).toBe(expected);
  });
});

describe('buildMetadata: robots', () => {
  it.each<[string, boolean, SeoFields, { index: boolean; follow: boolean }]>([
    ['published', false, {}, { index: true, follow: true }],
    ['draft', true, {}, { index: false, follow: true }],
    ['noIndex', false, { noIndex: true }, { index: false, follow: true }],
    ['noFollow', false, { noFollow: true }, { index: true, follow: false }],
    ['noIndex and noFollow', false, { noIndex: true, noFollow: true }, { index: false, follow: false }],
    ['draft with noFollow', true, { noFollow: true }, { index: false, follow: false }],
  ])('%s → %j', (_name, draft, seo, robots) => {
    expect(buildMetadata(input({ draft, story: story('page', { seo: [seo] }) })).robots).toEqual(robots);
  });
});

describe('buildMetadata: social images', () => {
  it('og image 1200x630 smart and twitter image 1280x0 from the seo og image', () => {
    const meta = buildMetadata(input({ story: story('page', { seo: [{ og_image: { filename: asset } }] }) }));
    expect(meta.openGraph?.images).toEqual([{ url: `${asset}/m/1200x630/smart`, width: 1200, height: 630 }]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [`${asset}/m/1280x0`] });
  });

  it('a separate twitter image wins for twitter', () => {
    const twitter = 'https://a.storyblok.com/f/1000/800x800/def/tw.png';
    const meta = buildMetadata(input({ story: story('page', { seo: [{ og_image: { filename: asset }, twitter_image: { filename: twitter } }] }) }));
    expect(meta.twitter).toMatchObject({ images: [`${twitter}/m/1280x0`] });
    expect(meta.openGraph?.images).toEqual([{ url: `${asset}/m/1200x630/smart`, width: 1200, height: 630 }]);
  });

  it('the site og image is the fallback', () => {
    const meta = buildMetadata(input({ settings: settings({ og_image: { filename: asset }, title: 'Sonnwärme' }) }));
    expect(meta.openGraph).toMatchObject({ siteName: 'Sonnwärme', images: [{ url: `${asset}/m/1200x630/smart`, width: 1200, height: 630 }] });
  });

  it('twitter card is summary_large_image even without an image', () => {
    const meta = buildMetadata(input({}));
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: undefined });
    expect(meta.openGraph?.images).toBeUndefined();
  });

  it('og and twitter titles default to the page title and can be overridden', () => {
    const meta = buildMetadata(
      input({ story: story('page', { seo: [{ title: 'T', description: 'D', og_title: 'OG T', twitter_description: 'TW D' }] }) }),
    );
    expect(meta.openGraph).toMatchObject({ title: 'OG T', description: 'D' });
    expect(meta.twitter).toMatchObject({ title: 'T', description: 'TW D' });
  });

  it.each([
    [asset, '1280x0', `${asset}/m/1280x0`],
    [`${asset}/`, '1280x0', `${asset}/m/1280x0`],
    ['https://other.example/og.jpg', '1280x0', 'https://other.example/og.jpg'],
  ])('resizedImage(%s, %s) → %s', (filename, operation, expected) => {
    expect(resizedImage(filename, operation)).toBe(expected);
  });
});
