import { describe, expect, it } from 'vitest';
import { untranslatedFields } from '@pv/cms/content-checks/untranslated';
import { inLocaleFilter, isInLocale, storyLocales, xDefaultLocale } from '@/content/page-languages';
import type { ContentTypeBlok, Story } from '@/content/types';
import { toSearchRecord } from '@/features/search/indexer';
import { buildMetadata, pageAlternates } from '@/lib/seo';
import { searchDefinitions } from '@/registry/content-types';
import { matchesFilter, parseFilterQuery } from '../../packages/local/src/content-service/query';
import type { Locale } from '@/i18n/routing';

const siteUrl = 'https://www.example.test';
const paths: Record<Locale, string> = { de: 'sommeraktion', en: 'summer-campaign', fr: 'sommeraktion', es: 'sommeraktion', nl: 'sommeraktion', it: 'sommeraktion' };

const page = (content: Record<string, unknown>): Story => ({
  id: 7001,
  uuid: 'u-7001',
  name: 'Sommeraktion',
  slug: 'sommeraktion',
  fullSlug: 'sommeraktion',
  defaultFullSlug: 'sommeraktion',
  firstPublishedAt: '2026-06-01T08:00:00.000Z',
  publishedAt: '2026-06-01T08:00:00.000Z',
  component: 'page',
  content: { _uid: 'p', component: 'page', title: 'Sommeraktion', ...content } as ContentTypeBlok,
  paths,
});

describe('the languages a page is in', () => {
  it('are those chosen in "Published in", in the site’s order', () => {
    expect(storyLocales(page({ page_languages: ['en', 'de'] }))).toEqual(['de', 'en']);
    expect(isInLocale(page({ page_languages: ['de', 'en'] }), 'es')).toBe(false);
    expect(isInLocale(page({ page_languages: ['de', 'en'] }), 'en')).toBe(true);
  });

  it('are every language where none is chosen, the field is missing (stories saved before it) or holds nothing valid', () => {
    const all = ['de', 'en', 'fr', 'es', 'nl', 'it'];
    expect(storyLocales(page({ page_languages: [] }))).toEqual(all);
    expect(storyLocales(page({}))).toEqual(all);
    expect(storyLocales(page({ page_languages: ['xx', 7] }))).toEqual(all);
    expect(storyLocales({ content: undefined as unknown as object })).toEqual(all);
  });

  it('name x-default: English where the page is in it, else German, else its first', () => {
    expect(xDefaultLocale(['de', 'en'])).toBe('en');
    expect(xDefaultLocale(['de', 'fr'])).toBe('de');
    expect(xDefaultLocale(['fr', 'it'])).toBe('fr');
  });

  it('keep the hreflang set to them', () => {
    expect(pageAlternates(siteUrl, page({ page_languages: ['de', 'en'] }))).toEqual({
      de: `${siteUrl}/de/sommeraktion/`,
      en: `${siteUrl}/en/summer-campaign/`,
      'x-default': `${siteUrl}/en/summer-campaign/`,
    });
    const metadata = buildMetadata({ story: page({ page_languages: ['de', 'fr'] }), locale: 'de', settings: null, siteUrl, draft: false });
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(['de', 'fr', 'x-default']);
    expect(metadata.alternates?.languages).toMatchObject({ 'x-default': `${siteUrl}/de/sommeraktion/` });
  });

  it('keep the search index to them', () => {
    const story = page({ page_languages: ['de', 'en'], description: 'Solarstrom heizt Wasser' });
    expect(toSearchRecord(story, 'en', searchDefinitions)?.objectID).toBe('7001-en');
    expect(toSearchRecord(story, 'es', searchDefinitions)).toBeNull();
  });

  it('filter listings as Storyblok’s filter_query reads the alternatives', () => {
    const query = new URLSearchParams();
    inLocaleFilter('es').forEach((alternative, index) => {
      for (const [field, condition] of Object.entries(alternative)) for (const [op, value] of Object.entries(condition)) query.append(`filter_query[__or][${index}][${field}][${op}]`, String(value));
    });
    const filter = parseFilterQuery(query);
    expect(matchesFilter({ page_languages: ['de', 'es'] }, filter)).toBe(true);
    expect(matchesFilter({ page_languages: ['de', 'en'] }, filter)).toBe(false);
    expect(matchesFilter({ page_languages: [] }, filter)).toBe(true);
    expect(matchesFilter({}, filter)).toBe(true);
  });
});

describe('a field left empty in a translation (shown in German, named in the preview)', () => {
  const german = {
    _uid: 'p',
    component: 'page',
    title: 'Sommeraktion',
    description: 'Ein deutscher Absatz',
    hero: [{ _uid: 'h', component: 'hero', headline: 'Aktion', text: 'Nur im Sommer', image: { filename: '/f/a.jpg' } }],
    body: [{ _uid: 't', component: 'text-section', headline: 'Vorteil', text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Deutscher Text' }] }] } }],
  };

  it('is found where the language’s value is the default language’s, by translatable field and block', () => {
    const english = {
      ...german,
      title: 'Summer campaign',
      hero: [{ ...german.hero[0], text: 'Summer only' }],
      body: [{ ...german.body[0], headline: 'Benefit' }],
    };
    expect(untranslatedFields(english, german).map((f) => f.path)).toEqual(['description', 'hero 1 › hero › headline', 'body 1 › text-section › text']);
    expect(untranslatedFields(english, german)[1]?.shown).toBe('Aktion');
  });

  it('is none where everything is translated, and never a field that is not translatable or empty', () => {
    const english = { ...german, title: 'Campaign', description: 'An English paragraph', hero: [{ ...german.hero[0], headline: 'Campaign', text: 'Summer' }], body: [{ ...german.body[0], headline: 'B', text: { type: 'doc', content: [] } }] };
    expect(untranslatedFields(english, { ...german, body: [{ ...german.body[0], text: { type: 'doc', content: [] } }] })).toEqual([]);
  });
});
