/**
 * The local content service against the real storyblok-js-client and the site's content module:
 * the same wire protocol as Storyblok's CDN API v2.
 */
import type StoryblokClient from 'storyblok-js-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { isStory, loadContent } from '../../packages/cms/src/space-files';
import { createContentClient } from '@/content/client';
import { getAllPages, getDatasource, getProducts, getSettings, getSiteData, getStory } from '@/content';
import { DEMO_CONTENT_DIR, PREVIEW_TOKEN, PUBLIC_TOKEN, useContentService } from '../support/content-service';

const local = useContentService();

let client: StoryblokClient;

const raw = (path: string) => fetch(`${local.base}/v2/cdn/${path}`);
/** the demo content as stored: expectations follow it rather than fixed counts */
const published = loadContent(DEMO_CONTENT_DIR).stories.filter(isStory).filter((s) => s.published);

beforeEach(() => {
  // a fresh client per test: its rate-limit queue and cv memory start empty
  client = createContentClient({ endpoint: `${local.base}/v2`, accessToken: PUBLIC_TOKEN });
});

describe('stories through storyblok-js-client', () => {
  it('serves a story by default slug in the default language', async () => {
    const { data } = await client.getStory('ueber-uns');
    expect(data.story.lang).toBe('default');
    expect(data.story.full_slug).toBe('ueber-uns');
    expect(data.story.content.hero[0].headline).toBe('Wir machen Sonne zu Wärme');
  });

  it('serves field-level translations by translated slug and by language parameter', async () => {
    const bySlug = await client.getStory('en/about-us');
    expect(bySlug.data.story).toMatchObject({ lang: 'en', full_slug: 'en/about-us', default_full_slug: 'ueber-uns', name: 'About us' });
    expect(bySlug.data.story.content.hero[0].headline).toBe('We turn sunshine into heat');
    const byParam = await client.getStory('ueber-uns', { language: 'fr' });
    expect(byParam.data.story.content.hero[0].headline).toBe('Nous transformons le soleil en chaleur');
    expect(JSON.stringify(byParam.data.story.content)).not.toContain('__i18n__');
    expect(bySlug.data.story.translated_slugs).toContainEqual({ lang: 'it', path: 'chi-siamo', name: 'Chi siamo', published: true });
  });

  it('finds a story by id and by uuid', async () => {
    const { data: byId } = await client.getStory('1003');
    expect(byId.story.full_slug).toBe('produkte/');
    const { data: byUuid } = await client.getStory(byId.story.uuid, { find_by: 'uuid' });
    expect(byUuid.story.id).toBe(1003);
  });

  it('paginates lists with total and per-page headers, and getAll walks every page', async () => {
    const first = await client.get('cdn/stories', { per_page: 2, page: 1 });
    expect(first.total).toBe(published.length);
    expect(first.perPage).toBe(2);
    expect(first.data.stories).toHaveLength(2);
    const all = await client.getAll('cdn/stories', { per_page: 25 });
    expect(all).toHaveLength(published.length);
    const capped = await raw(`stories?token=${PUBLIC_TOKEN}&per_page=500`);
    expect(capped.headers.get('per-page')).toBe('100');
  });

  it('filters by starts_with in a language, content type, by_slugs and filter_query', async () => {
    const french = await client.getStories({ starts_with: 'fr/prod', per_page: 100 });
    const frenchSlugs = french.data.stories.map((s: { full_slug: string }) => s.full_slug);
    expect(frenchSlugs).toContain('fr/produits/');
    expect(frenchSlugs).toContain('fr/produits/ac-thor');
    expect(frenchSlugs.every((slug: string) => slug.startsWith('fr/prod'))).toBe(true);
    const settings = await client.getStories({ content_type: 'settings' });
    expect(settings.data.stories.map((s: { full_slug: string }) => s.full_slug)).toEqual(['_settings']);
    const bySlugs = await client.getStories({ by_slugs: 'impressum,daten*' });
    expect(bySlugs.data.stories.map((s: { full_slug: string }) => s.full_slug).sort()).toEqual(['datenschutz', 'impressum']);
    const filtered = await client.getStories({
      filter_query: { title: { like: '*Datenschutz*' }, component: { in: 'page,news' } },
    });
    expect(filtered.data.stories.map((s: { full_slug: string }) => s.full_slug)).toEqual(['datenschutz']);
    const either = await client.getStories({
      filter_query: { __or: [{ title: { in: 'Impressum' } }, { title: { in: 'Support' } }] },
    } as never);
    expect(either.data.stories.map((s: { full_slug: string }) => s.full_slug).sort()).toEqual(['impressum', 'support']);
    const withoutTitle = await client.getStories({ filter_query: { title: { exists: '' } }, excluding_fields: 'body,hero' } as never);
    expect(withoutTitle.data.stories.every((s) => (s.content as { hero?: unknown }).hero === undefined)).toBe(true);
    const notIn = await client.getStories({ filter_query: { component: { not_in: 'page,product,news,frequently-asked-question,redirect' } }, per_page: 100 });
    const components = new Set(notIn.data.stories.map((s) => s.content.component));
    expect(components).toEqual(new Set(['settings', 'reference', 'job', 'info-center-document', 'manual', 'manual-legacy', 'partner']));
  });

  it('searches the text of the content, not its field names or block ids', async () => {
    const { data } = await client.getStories({ search_term: 'Intersolar', language: 'en', per_page: 100 });
    expect(data.stories.length).toBeGreaterThan(0);
    expect(data.stories.every((s) => /intersolar/i.test(JSON.stringify(s.content)))).toBe(true);
    expect((await client.getStories({ search_term: 'component' })).data.stories).toEqual([]);
  });

  it('sorts by sort_by', async () => {
    const { data } = await client.getStories({ sort_by: 'name:desc', content_type: 'page', per_page: 100 });
    const names = data.stories.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a)));
  });

  it('resolves story links to their translated slugs (resolve_links=url)', async () => {
    const { data } = await client.getStory('home', { language: 'en', resolve_links: 'url' });
    const cta = data.story.content.hero[0].cta_link;
    expect(cta.story.full_slug).toBe('en/products/');
  });

  it('serves unpublished stories and changes only with version=draft and the preview token', async () => {
    await expect(client.getStory('webinare')).rejects.toMatchObject({ status: 404 });
    await expect(client.getStory('webinare', { version: 'draft' })).rejects.toMatchObject({ status: 401 });
    const preview = createContentClient({ endpoint: `${local.base}/v2`, accessToken: PREVIEW_TOKEN });
    const draft = await preview.getStory('webinare', { version: 'draft' });
    expect(draft.data.story.name).toBe('Webinare');
    const changed = await preview.getStory('ueber-uns', { version: 'draft' });
    expect(changed.data.story.content.hero[0].headline).toBe('Wir machen Sonne zu Wärme – seit 2013');
    const published = await preview.getStory('ueber-uns', { version: 'published' });
    expect(published.data.story.content.hero[0].headline).toBe('Wir machen Sonne zu Wärme');
  });

  it("answers Storyblok's errors: 401 without a token, 404 unknown, 422 bad parameters", async () => {
    expect((await raw('stories')).status).toBe(401);
    expect((await raw('stories?token=wrong')).status).toBe(401);
    const missing = await raw(`stories/nope?token=${PUBLIC_TOKEN}`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(['This record could not be found']);
    expect((await raw(`stories?token=${PUBLIC_TOKEN}&per_page=abc`)).status).toBe(422);
    expect((await raw(`stories?token=${PUBLIC_TOKEN}&version=latest`)).status).toBe(422);
    expect((await raw(`stories?token=${PUBLIC_TOKEN}&filter_query[title][near]=x`)).status).toBe(422);
    expect((await raw(`stories?token=${PUBLIC_TOKEN}&sort_by=secret:asc`)).status).toBe(422);
  });

  it('serves datasource entries with dimension values, links and the space', async () => {
    const { data } = await client.get('cdn/datasource_entries', { datasource: 'news-categories', dimension: 'fr' });
    expect(data.datasource_entries).toContainEqual(expect.objectContaining({ value: 'events', dimension_value: 'Événements' }));
    const links = await client.get('cdn/links', {});
    // links list folders too (the CDN's stories never do)
    const folders = loadContent(DEMO_CONTENT_DIR).stories.filter((s) => s.is_folder);
    const linked = Object.values(links.data.links ?? {}) as { is_folder: boolean }[];
    expect(linked).toHaveLength(published.length + folders.length);
    expect(linked.filter((l) => l.is_folder)).toHaveLength(folders.length);
    const space = await client.get('cdn/spaces/me', {});
    expect(space.data.space.language_codes).toEqual(['en', 'fr', 'es', 'nl', 'it']);
  });

  it('serves demo assets, also through image-service paths', async () => {
    const { data } = await client.getStory('home');
    const path = new URL(data.story.content.hero[0].image.filename).pathname;
    const image = await fetch(`${local.base}${path}/m/1200x630/smart`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetch(`${local.base}/f/../../package.json`)).status).toBe(404);
  });

  it('sends drawings compressed to clients that accept gzip, as an asset CDN does; files as they are', async () => {
    const { data } = await client.getStory('home');
    const path = new URL(data.story.content.hero[0].image.filename).pathname;
    const drawing = await fetch(`${local.base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(drawing.headers.get('content-encoding')).toBe('gzip');
    expect(drawing.headers.get('vary')).toBe('accept-encoding');
    expect(await drawing.text()).toMatch(/^<svg /);
    const plain = await fetch(`${local.base}${path}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const pdf = await fetch(`${local.base}/f/1000/documents/products/ac-thor-installation-manual-de.pdf`, { headers: { 'accept-encoding': 'gzip' } });
    expect(pdf.headers.get('content-encoding')).toBeNull();
  });
});

describe('the content module against the content service', () => {
  it('retries a 429 until the service answers (up to 10 times, 300 ms apart)', async () => {
    local.service.injectTooManyRequests(3);
    const before = local.service.requests.length;
    // a draft: read anew every time (a published answer is kept for its cache version), and the space is not asked for a version
    const story = await getStory('de', ['support'], { client, version: 'draft' });
    expect(story?.paths).toMatchObject({ de: 'support', en: 'support', es: 'soporte', it: 'assistenza' });
    const statuses = local.service.requests.slice(before).map((r) => r.status);
    expect(statuses).toEqual([429, 429, 429, 200]);
  });

  it('keeps to 5 requests per second', async () => {
    const before = local.service.requests.length;
    const started = Date.now();
    // eleven different drafts: identical reads would be one
    await Promise.all(Array.from({ length: 11 }, (_, i) => getStory('de', [`impressum-${i}`], { client, version: 'draft' })));
    const elapsed = Date.now() - started;
    const times = local.service.requests.slice(before).map((r) => r.at);
    expect(times).toHaveLength(11);
    const busiestSecond = Math.max(...times.map((t) => times.filter((u) => u >= t && u - t < 1000).length));
    expect(busiestSecond).toBeLessThanOrEqual(5);
    expect(elapsed).toBeGreaterThanOrEqual(1900);
  });

  it('maps pages and their paths in every locale, without the settings story', async () => {
    const pages = await getAllPages({ client });
    expect(pages.map((p) => p.defaultFullSlug).sort()).toEqual(published.filter((s) => !s.full_slug.startsWith('_')).map((s) => s.full_slug).sort());
    const home = pages.find((p) => p.defaultFullSlug === 'home');
    expect(home?.paths).toEqual({ de: '', en: '', fr: '', es: '', nl: '', it: '' });
    expect(await getStory('en', ['_settings'], { client })).toBeNull();
    expect(await getStory('en', ['no-such-page'], { client })).toBeNull();
  });

  it('loads settings with navigation and footer, and datasource labels per language', async () => {
    const settings = await getSettings('nl', { client });
    expect(settings?.navigation.map((n) => n.kind)).toEqual(['link', 'flyout', 'link', 'link', 'link', 'flyout']);
    expect(settings?.navigation[4]?.name).toBe('Partner vinden');
    expect(settings?.navigation[5]?.subItems.map((s) => s.name)).toEqual(['Over ons', 'Vacatures', 'Colofon', 'Privacy']);
    expect(settings?.navigation[0]?.link.story?.full_slug).toBe('nl/producten/');
    expect(settings?.footer?.social.map((s) => s.network)).toEqual(['instagram', 'facebook', 'youtube', 'linkedin']);
    const types = await getDatasource('doc-types', 'it', { client });
    expect(types.map((t) => t.label)).toContain('Scheda tecnica');
  });

  it('asks for products 100 a page in the language asked for', async () => {
    const before = local.service.requests.length;
    const products = await getProducts('fr', { client, cv: 1 });
    expect(products).toHaveLength(published.filter((s) => s.content.component === 'product').length);
    expect(products.find((p) => p.slug === 'ac-thor')?.fullSlug).toBe('fr/produits/ac-thor');
    const [request, ...more] = local.service.requests.slice(before);
    expect(more).toEqual([]);
    const query = new URL(request!.path, local.base).searchParams;
    expect(Object.fromEntries(['content_type', 'per_page', 'language'].map((k) => [k, query.get(k)]))).toEqual({
      content_type: 'product',
      per_page: '100',
      language: 'fr',
    });
  });

  it('loads the site data in parallel and tolerates failures', async () => {
    const data = await getSiteData('en', { client });
    expect(data.settings?.footer?.emailLabel).toBe('Write to us');
    expect(data.newsCategories.map((c) => c.label)).toEqual(['Company', 'Product', 'Events', 'Press']);
    const dead = createContentClient({ endpoint: 'http://127.0.0.1:9/v2', accessToken: PUBLIC_TOKEN });
    await expect(getSiteData('en', { client: dead })).resolves.toEqual({ settings: null, newsCategories: [], documentTypes: [], products: [] });
  });

  it('gives up after 10 retries and raises the error with its status', async () => {
    local.service.injectTooManyRequests(12);
    const before = local.service.requests.length;
    await expect(getStory('de', ['support'], { client, version: 'draft' })).rejects.toMatchObject({ name: 'ContentError', status: 429 });
    expect(local.service.requests.length - before).toBe(11);
    local.service.injectTooManyRequests(0);
  });
});
