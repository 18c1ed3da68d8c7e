import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/routing';
import {
  contentLanguage,
  contentSlug,
  isPageSlug,
  productsLacking,
  splitCity,
  storyPaths,
  toDatasourceEntry,
  toSiteSettings,
  toStory,
  type RawDatasourceEntry,
  type RawStory,
} from '@/content/mapping';
import type { ProductBlok, SettingsBlok } from '@/content/types';

const raw = (fields: Partial<RawStory>): RawStory => ({
  id: 1,
  uuid: 'uuid-1',
  name: 'Story',
  slug: 'story',
  full_slug: 'story',
  content: { _uid: 'c1', component: 'page' },
  ...fields,
});

const translated = (paths: Partial<Record<Locale, string>>) =>
  Object.entries(paths).map(([lang, path]) => ({ lang, path: path as string }));

describe('storyPaths', () => {
  it.each<[string, RawStory, Record<Locale, string>]>([
    [
      'default-language story: de from default_full_slug, others from translated_slugs',
      raw({
        full_slug: 'ueber-uns',
        default_full_slug: 'ueber-uns',
        lang: 'default',
        translated_slugs: translated({ en: 'about-us', fr: 'a-propos', es: 'sobre-nosotros', nl: 'over-ons', it: 'chi-siamo' }),
      }),
      { de: 'ueber-uns', en: 'about-us', fr: 'a-propos', es: 'sobre-nosotros', nl: 'over-ons', it: 'chi-siamo' },
    ],
    [
      'default-language story without default_full_slug uses full_slug',
      raw({ full_slug: 'produkte/ac-thor', translated_slugs: translated({ en: 'products/ac-thor-en' }) }),
      { de: 'produkte/ac-thor', en: 'products/ac-thor-en', fr: 'produkte/ac-thor', es: 'produkte/ac-thor', nl: 'produkte/ac-thor', it: 'produkte/ac-thor' },
    ],
    [
      'languages without a translated slug fall back to the default slug',
      raw({ full_slug: 'ueber-uns', default_full_slug: 'ueber-uns', translated_slugs: translated({ en: 'about-us' }) }),
      { de: 'ueber-uns', en: 'about-us', fr: 'ueber-uns', es: 'ueber-uns', nl: 'ueber-uns', it: 'ueber-uns' },
    ],
    [
      'no translated_slugs at all',
      raw({ full_slug: 'ueber-uns', translated_slugs: null }),
      { de: 'ueber-uns', en: 'ueber-uns', fr: 'ueber-uns', es: 'ueber-uns', nl: 'ueber-uns', it: 'ueber-uns' },
    ],
    [
      'home → empty path in every language',
      raw({ full_slug: 'home', default_full_slug: 'home', translated_slugs: translated({ en: 'home', fr: 'home' }) }),
      { de: '', en: '', fr: '', es: '', nl: '', it: '' },
    ],
    [
      'story fetched in en (full_slug en/about-us, default_full_slug ueber-uns)',
      raw({
        full_slug: 'en/about-us',
        default_full_slug: 'ueber-uns',
        lang: 'en',
        translated_slugs: translated({ en: 'about-us', fr: 'a-propos' }),
      }),
      { de: 'ueber-uns', en: 'about-us', fr: 'a-propos', es: 'ueber-uns', nl: 'ueber-uns', it: 'ueber-uns' },
    ],
    [
      'story fetched in en without default_full_slug: locale prefix stripped',
      raw({ full_slug: 'en/ueber-uns', lang: 'en', translated_slugs: null }),
      { de: 'ueber-uns', en: 'ueber-uns', fr: 'ueber-uns', es: 'ueber-uns', nl: 'ueber-uns', it: 'ueber-uns' },
    ],
    [
      'a translated slug for the default language is ignored',
      raw({ full_slug: 'ueber-uns', default_full_slug: 'ueber-uns', translated_slugs: translated({ de: 'anders', en: 'about-us' }) }),
      { de: 'ueber-uns', en: 'about-us', fr: 'ueber-uns', es: 'ueber-uns', nl: 'ueber-uns', it: 'ueber-uns' },
    ],
    [
      'slashes around slugs are trimmed',
      raw({ full_slug: 'produkte/', default_full_slug: 'produkte/', translated_slugs: translated({ en: '/products/' }) }),
      { de: 'produkte', en: 'products', fr: 'produkte', es: 'produkte', nl: 'produkte', it: 'produkte' },
    ],
  ])('%s', (_name, story, expected) => {
    expect(storyPaths(story)).toEqual(expected);
  });

  it('toStory carries the paths and the content type', () => {
    const story = toStory(
      raw({ full_slug: 'en/about-us', default_full_slug: 'ueber-uns', lang: 'en', translated_slugs: translated({ en: 'about-us' }), content: { _uid: 'n', component: 'news' } }),
    );
    expect(story).toMatchObject({ fullSlug: 'en/about-us', defaultFullSlug: 'ueber-uns', component: 'news', firstPublishedAt: null, publishedAt: null });
    expect(story.paths.de).toBe('ueber-uns');
    expect(story.paths.en).toBe('about-us');
  });
});

describe('contentSlug and contentLanguage', () => {
  it.each<[Locale, string[], string]>([
    ['de', ['produkte'], 'produkte'],
    ['de', ['produkte', 'ac-thor'], 'produkte/ac-thor'],
    ['en', ['products'], 'en/products'],
    ['fr', ['produits', 'ac-thor'], 'fr/produits/ac-thor'],
    ['de', [], 'home'],
    ['en', [], 'en/home'],
    ['it', [], 'it/home'],
    ['de', ['%C3%BCber-uns'], 'über-uns'],
  ])('contentSlug(%s, %j) → %s', (locale, segments, expected) => {
    expect(contentSlug(locale, segments)).toBe(expected);
  });

  it.each<[Locale, string | undefined]>([
    ['de', undefined],
    ['en', 'en'],
    ['fr', 'fr'],
    ['es', 'es'],
    ['nl', 'nl'],
    ['it', 'it'],
  ])('contentLanguage(%s) → %j', (locale, expected) => {
    expect(contentLanguage(locale)).toBe(expected);
  });
});

describe('isPageSlug', () => {
  it.each([
    ['_settings', false],
    ['en/_settings', false],
    ['produkte/_data/x', false],
    ['home', true],
    ['produkte/ac-thor', true],
    ['produkte/my_product', true],
  ])('%s → %s', (slug, expected) => {
    expect(isPageSlug(slug)).toBe(expected);
  });
});

describe('splitCity', () => {
  it.each([
    ['4400 Steyr', { postalCode: '4400', town: 'Steyr' }],
    ['4400 Bad Hall', { postalCode: '4400', town: 'Bad Hall' }],
    ['  4540   Bad  Hall  ', { postalCode: '4540', town: 'Bad Hall' }],
    ['', { postalCode: '', town: '' }],
  ])('%j → %j', (city, expected) => {
    expect(splitCity(city)).toEqual(expected);
  });
});

describe('toSiteSettings', () => {
  // with blocks the model does not allow where they sit, which the mapping skips or takes as what their place holds
  const content = {
    _uid: 's',
    component: 'settings',
    phone: '+43 1234',
    street: 'Hauptstraße 1',
    city: '4400 Steyr',
    seo: [
      { _uid: 'seo1', component: 'seo', title: 'Site title', description: 'Site description' },
      { _uid: 'seo2', component: 'seo', title: 'Second' },
    ],
    navigation: [
      { _uid: 'n1', component: 'menu-item', name: 'Produkte', link: { linktype: 'story', cached_url: 'produkte' } },
      { _uid: 'n2', component: 'divider', name: 'ignored' },
      {
        _uid: 'n3',
        component: 'flyout-menu-item',
        name: 'Service',
        link: { linktype: 'story', cached_url: 'service' },
        subItems: [
          { _uid: 's1', component: 'menu-sub-item', name: 'FAQ', link: { linktype: 'story', cached_url: 'service/faq' } },
          { _uid: 's2', component: 'menu-sub-item', name: 'Kontakt', link: { linktype: 'story', cached_url: 'kontakt' } },
        ],
      },
      { _uid: 'n4', component: 'teaser', name: 'also ignored' },
    ],
    footer: [
      {
        _uid: 'f1',
        component: 'footer',
        footerInfo: { type: 'doc', content: [] },
        instagram: { linktype: 'url', url: 'https://instagram.example/sonnwaerme' },
        facebook: { linktype: 'url', url: '' },
        youtube: { linktype: 'url', url: '', cached_url: 'https://youtube.example/sonnwaerme' },
        x: { linktype: 'url', url: '', cached_url: '' },
        email: { linktype: 'email', email: 'info@example.test' },
        emailLabel: 'Schreiben Sie uns',
        street: 'Hauptstraße 1',
        city: '4400 Steyr',
        phone: '+43 1234',
        columns: [{ _uid: 'c1', component: 'column', name: 'Firma', links: [{ _uid: 'l1', component: 'link', name: 'Impressum', link: { linktype: 'story', cached_url: 'impressum' } }] }],
      },
    ],
    search_page: { linktype: 'story', cached_url: 'suche' },
  } as unknown as SettingsBlok;
  const settings = toSiteSettings(content);

  it('takes the search results page link', () => {
    expect(settings.searchPage).toEqual({ linktype: 'story', cached_url: 'suche' });
  });

  it('takes the first seo item', () => {
    expect(settings.seo).toMatchObject({ title: 'Site title', description: 'Site description' });
  });

  it('keeps only menu-item and flyout-menu-item in the navigation', () => {
    expect(settings.navigation.map((item) => [item.uid, item.kind, item.name])).toEqual([
      ['n1', 'link', 'Produkte'],
      ['n3', 'flyout', 'Service'],
    ]);
  });

  it('maps the flyout sub items', () => {
    expect(settings.navigation[0]?.subItems).toEqual([]);
    expect(settings.navigation[1]?.subItems).toEqual([
      { uid: 's1', name: 'FAQ', link: { linktype: 'story', cached_url: 'service/faq' } },
      { uid: 's2', name: 'Kontakt', link: { linktype: 'story', cached_url: 'kontakt' } },
    ]);
  });

  it('keeps only social links with a URL', () => {
    expect(settings.footer?.social).toEqual([
      { network: 'instagram', url: 'https://instagram.example/sonnwaerme' },
      { network: 'youtube', url: 'https://youtube.example/sonnwaerme' },
    ]);
  });

  it('maps the footer email link, columns and contact details', () => {
    expect(settings.footer).toMatchObject({
      email: 'info@example.test',
      emailLabel: 'Schreiben Sie uns',
      street: 'Hauptstraße 1',
      city: '4400 Steyr',
      phone: '+43 1234',
      info: { type: 'doc', content: [] },
      columns: [{ uid: 'c1', name: 'Firma', links: [{ uid: 'l1', name: 'Impressum', link: { linktype: 'story', cached_url: 'impressum' } }] }],
    });
  });

  it('maps the top-level contact details', () => {
    expect(settings).toMatchObject({ phone: '+43 1234', street: 'Hauptstraße 1', city: '4400 Steyr' });
  });

  it.each<[string, SettingsBlok]>([
    ['empty settings', { _uid: 'e', component: 'settings' }],
    ['wrong field types', { _uid: 'e', component: 'settings', seo: 'x', navigation: {}, footer: null, phone: 12 } as unknown as SettingsBlok],
  ])('%s give empty defaults', (_name, blok) => {
    expect(toSiteSettings(blok)).toEqual({ seo: null, navigation: [], phone: '', street: '', city: '', footer: null, searchPage: null, contactPage: null, partnerPage: null });
  });
});

describe('productsLacking', () => {
  // fields of any type: what the content service may hold
  const product = (uid: string, fields: Record<string, unknown>) =>
    toStory({ ...raw({ uuid: uid, full_slug: `produkte/${uid}` }), content: { _uid: uid, component: 'product', ...fields } as ProductBlok });
  const products = [
    product('set', { image: 'a.jpg' }),
    product('empty-string', { image: '' }),
    product('missing', {}),
    product('null', { image: null }),
    product('empty-array', { image: [] }),
    product('array', { image: ['a.jpg'] }),
    product('zero', { image: 0 }),
  ];

  it('returns the products whose field is empty or missing', () => {
    expect(productsLacking(products, 'image').map((p) => p.uuid)).toEqual(['empty-string', 'missing', 'null', 'empty-array']);
  });
});

describe('toDatasourceEntry', () => {
  it.each<[RawDatasourceEntry, string]>([
    [{ name: 'Pressemitteilung', value: 'press', dimension_value: 'Press release' }, 'Press release'],
    [{ name: 'Pressemitteilung', value: 'press', dimension_value: null }, 'Pressemitteilung'],
    [{ name: 'Pressemitteilung', value: 'press', dimension_value: '' }, 'Pressemitteilung'],
    [{ name: 'Pressemitteilung', value: 'press' }, 'Pressemitteilung'],
  ])('%j → label %s', (entry, label) => {
    expect(toDatasourceEntry(entry)).toEqual({ name: entry.name, value: entry.value, label });
  });
});
