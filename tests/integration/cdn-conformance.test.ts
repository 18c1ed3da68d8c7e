/**
 * The content service held to Storyblok's CDN (docs/conformance.md): what it refuses, redirects and
 * keeps as Storyblok's Content Delivery API and its CDN do, and the site's reads against it.
 */
import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentClient } from '@/content/client';
import { currentVersion, getStory, getStoryById } from '@/content';
import { createContentService, type ContentService } from '../../packages/local/src/content-service/server';
import { DEMO_CONTENT_DIR, PREVIEW_TOKEN, PUBLIC_TOKEN, useContentService } from '../support/content-service';

const local = useContentService();
const cdn = (path: string, init?: RequestInit) => fetch(`${local.base}/v2/cdn/${path}`, { redirect: 'manual', ...init });
const spaceVersion = async () => ((await (await cdn(`spaces/me?token=${PUBLIC_TOKEN}`)).json()) as { space: { version: number } }).space.version;
/** a publication as an editor's, through the service's local write path: a new version of the space */
const publish = (id: number, content: Record<string, unknown>) => local.service.store.edit(id, { content, published: true });
/** a published page without unpublished changes (a draft of its own would be what draft reads show) */
const PAGE_SLUG = 'impressum';
const storyIdOf = (slug: string) => local.service.store.allStories.find((s) => s.full_slug === slug)!.id;

describe('parameters the stories endpoints do not know', () => {
  it('are answered 422 naming them, on the list and on a single story', async () => {
    const list = await cdn(`stories?token=${PUBLIC_TOKEN}&cv=1&starts_with=news/&cache_version=1&sort=name`);
    expect(list.status).toBe(422);
    expect(await list.json()).toEqual({ error: 'Parameter(s) cache_version, sort not allowed' });
    const single = await cdn(`stories/impressum?token=${PUBLIC_TOKEN}&cv=1&per_page=5`);
    expect(single.status).toBe(422);
    expect(await single.json()).toEqual({ error: 'Parameter(s) per_page not allowed' });
  });

  it('accept every parameter the site and storyblok-js-client send (filter_query families included)', async () => {
    const answer = await cdn(`stories?token=${PUBLIC_TOKEN}&cv=1&version=published&content_type=news&per_page=25&page=1&language=en&resolve_links=url&resolve_relations=product.accessories&resolve_level=2&sort_by=content.date:desc&filter_query[category][in]=company&excluding_fields=body`);
    expect(answer.status).toBe(200);
  });
});

describe('the cache version (cv)', () => {
  it('a published read without cv is redirected (301) to the same address at the current cv; drafts and spaces/me are not', async () => {
    const cv = await spaceVersion();
    const answer = await cdn(`stories/impressum?token=${PUBLIC_TOKEN}&language=en`);
    expect(answer.status).toBe(301);
    const location = new URL(answer.headers.get('location') ?? '', local.base);
    expect(location.pathname).toBe('/v2/cdn/stories/impressum');
    expect(Object.fromEntries(location.searchParams)).toEqual({ token: PUBLIC_TOKEN, language: 'en', cv: String(cv) });
    expect((await cdn(`stories/impressum?token=${PREVIEW_TOKEN}&version=draft`)).status).toBe(200);
    expect((await cdn(`spaces/me?token=${PUBLIC_TOKEN}`)).status).toBe(200);
  });

  it('published answers are kept per address, cv included: an old cv answers what was published then, the new one what is published now', async () => {
    const before = await spaceVersion();
    const address = `stories/impressum?token=${PUBLIC_TOKEN}&cv=${before}`;
    const first = await (await cdn(address)).json();
    publish(storyIdOf(PAGE_SLUG), { title: 'Impressum, neu' });
    const after = await spaceVersion();
    expect(after).toBeGreaterThan(before);
    const again = await cdn(address);
    expect(again.headers.get('x-cache')).toMatch(/^Hit/);
    expect(await again.json()).toEqual(first);
    const current = (await (await cdn(`stories/impressum?token=${PUBLIC_TOKEN}&cv=${after}`)).json()) as { story: { content: { title: string } } };
    expect(current.story.content.title).toBe('Impressum, neu');
  });

  it('two publications within one second get two versions', async () => {
    const now = new Date();
    const first = (local.service.store.edit(storyIdOf(PAGE_SLUG), { published: true }, now), await spaceVersion());
    const second = (local.service.store.edit(storyIdOf(PAGE_SLUG), { published: true }, new Date(now.getTime() + 10)), await spaceVersion());
    expect(second).toBeGreaterThan(first);
  });

  it('draft reads are never kept: a changed draft shows at once at the same address', async () => {
    const address = `stories/impressum?token=${PREVIEW_TOKEN}&version=draft&cv=1`;
    await cdn(address);
    local.service.store.edit(storyIdOf(PAGE_SLUG), { content: { title: 'Entwurf' }, published: false });
    const answer = (await (await cdn(address)).json()) as { story: { content: { title: string } } };
    expect(answer.story.content.title).toBe('Entwurf');
    local.service.store.edit(storyIdOf(PAGE_SLUG), { published: true });
  });
});

describe('the site reads at the current version, however warm its client', () => {
  it('(why) storyblok-js-client left to keep its own cv, as the site once did, goes on reading what was published first', async () => {
    const client = new StoryblokClient({ accessToken: PUBLIC_TOKEN, endpoint: `${local.base}/v2`, cache: { clear: 'auto', type: 'none' } });
    const title = async () => ((await client.getStory(PAGE_SLUG)).data.story.content as { title: string }).title;
    const first = await title();
    publish(storyIdOf(PAGE_SLUG), { title: `${first}, später` });
    expect(await title()).toBe(first);
  });

  it('a page read after a publication shows it, with the same client and no restart', async () => {
    const client = createContentClient({ endpoint: `${local.base}/v2`, accessToken: PUBLIC_TOKEN });
    const read = async () => (await getStory('de', ['impressum'], { version: 'published', client }))?.content;
    await read();
    publish(storyIdOf(PAGE_SLUG), { title: 'Erste Fassung' });
    expect(await read()).toMatchObject({ title: 'Erste Fassung' });
    publish(storyIdOf(PAGE_SLUG), { title: 'Zweite Fassung' });
    expect(await read()).toMatchObject({ title: 'Zweite Fassung' });
  });

  it('reads at a cv it is given (the webhook’s) and asks the space for none then', async () => {
    const client = createContentClient({ endpoint: `${local.base}/v2`, accessToken: PUBLIC_TOKEN });
    const cv = await currentVersion(client);
    const asked = local.service.requests.length;
    await getStoryById(storyIdOf(PAGE_SLUG), 'en', { version: 'published', client, cv });
    // besides the listing the published index of that version is built from, in the background
    const reads = local.service.requests.slice(asked).map((r) => r.path).filter((path) => !path.startsWith('/v2/cdn/stories?'));
    expect(reads).toEqual([expect.stringMatching(new RegExp(`^/v2/cdn/stories/${storyIdOf(PAGE_SLUG)}\\?.*cv=${cv}`))]);
  });
});

describe('relations', () => {
  it('above 50 the API answers their uuids, and storyblok-js-client reads them in chunks of 50 (each redirected to the current cv)', async () => {
    const product = storyIdOf('produkte/ac-thor');
    const others = local.service.store.visible('published').filter((s) => s.id !== product).slice(0, 60).map((s) => s.uuid);
    publish(product, { accessories: others });
    const client = createContentClient({ endpoint: `${local.base}/v2`, accessToken: PUBLIC_TOKEN });
    const asked = local.service.requests.length;
    const story = await getStoryById(product, 'de', { version: 'published', client });
    const chunks = local.service.requests
      .slice(asked)
      .filter((r) => r.status === 200 && r.path.includes('by_uuids='))
      .map((r) => new URL(r.path, local.base).searchParams.get('by_uuids')!.split(',').length);
    expect(chunks).toEqual([50, 10]);
    const accessories = (story?.content as { accessories?: unknown[] }).accessories ?? [];
    expect(accessories).toHaveLength(60);
    expect(accessories.every((accessory) => typeof accessory === 'object')).toBe(true);
  });
});

describe('filter queries the site sends', () => {
  it('alternatives under __or: a multi-option field holding a value (in_array), saved empty (is empty_array) or never saved (is empty)', async () => {
    const news = local.service.store.allStories.filter((s) => s.content?.component === 'news' && s.published).slice(0, 3);
    expect(news).toHaveLength(3);
    const [onlyEnglish, savedEmpty, neverSaved] = news.map((story) => story.id) as [number, number, number];
    publish(onlyEnglish, { page_languages: ['en'] });
    publish(savedEmpty, { page_languages: [] });
    const version = await spaceVersion();
    const inGerman = ['in_array]=de', 'is]=empty_array', 'is]=empty'].map((condition) => `filter_query[__or][][page_languages][${condition}`).join('&');
    const answer = (await (await cdn(`stories?token=${PUBLIC_TOKEN}&cv=${version}&version=published&content_type=news&per_page=100&${inGerman}`)).json()) as { stories: { id: number }[] };
    const ids = answer.stories.map((story) => story.id);
    expect(ids).toContain(savedEmpty);
    expect(ids).toContain(neverSaved);
    expect(ids).not.toContain(onlyEnglish);
    const inEnglish = inGerman.replace('in_array]=de', 'in_array]=en');
    const english = (await (await cdn(`stories?token=${PUBLIC_TOKEN}&cv=${version}&version=published&content_type=news&per_page=100&${inEnglish}`)).json()) as { stories: { id: number }[] };
    expect(english.stories.map((story) => story.id)).toEqual(expect.arrayContaining([onlyEnglish, savedEmpty, neverSaved]));
  });
});

describe('slug wildcards the content checks send', () => {
  it('excluding_slugs=_* leaves out every story whose full slug begins with _ (the data folders, nested stories too), and keeps the pages', async () => {
    const answer = (await (await cdn(`stories?token=${PREVIEW_TOKEN}&version=draft&per_page=100&excluding_slugs=_*`)).json()) as { stories: { full_slug: string }[] };
    const all = local.service.store.allStories.filter((story) => !story.is_folder);
    expect(all.some((story) => /^_[^/]+\/./.test(story.full_slug))).toBe(true);
    expect(answer.stories.length).toBeGreaterThan(0);
    expect(answer.stories.filter((story) => story.full_slug.startsWith('_'))).toEqual([]);
    expect(answer.stories.map((story) => story.full_slug)).toContain(PAGE_SLUG);
  });
});

describe('rate limits on uncached reads, by the number of stories asked for', () => {
  let limited: ContentService;
  let base = '';
  beforeAll(async () => {
    limited = createContentService({ dataDir: DEMO_CONTENT_DIR, publicToken: PUBLIC_TOKEN, previewToken: PREVIEW_TOKEN, rateLimits: true });
    base = await limited.listen(0);
  });
  afterAll(() => limited.close());

  it('100 a page: the 7th uncached read within a second is answered 429; cached answers and single stories are not limited so', async () => {
    const statuses = await Promise.all(Array.from({ length: 7 }, (_, page) => fetch(`${base}/v2/cdn/stories?token=${PUBLIC_TOKEN}&cv=1&per_page=100&page=${page + 1}`).then((r) => r.status)));
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(await (await fetch(`${base}/v2/cdn/stories?token=${PUBLIC_TOKEN}&cv=1&per_page=100&page=1`)).json()).toMatchObject({ stories: expect.any(Array) });
    const singles = await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(`${base}/v2/cdn/stories/impressum?token=${PUBLIC_TOKEN}&cv=${i + 1}`).then((r) => r.status)));
    expect(singles.every((status) => status === 200)).toBe(true);
  });
});
