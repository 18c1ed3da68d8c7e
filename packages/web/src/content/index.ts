/**
 * The content module: the only place that talks to the content service (Storyblok's CDN API, through
 * `@/storyblok/client`). Pages call these `get*` functions and receive app types.
 */
import { REDIRECTS_FOLDER } from '@pv/cms/folders';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { cache } from 'react';
import { siteConfig } from '@/config';
import { locales, type Locale } from '@/i18n/routing';
import {
  readAllStories,
  readDatasourceEntries,
  readSpaceVersion,
  readStoriesPage,
  readStoryAt,
  readStoryOrNull,
  type StoryblokStoryParams,
} from '@/storyblok/client';
import { contentClient, contentLimits, contentReadLimitMs, type ContentClient } from './client';
import { breakerOpen, FAILURES_TO_OPEN, sharedRead } from './budget';
import { ContentError, toContentError } from './errors';
import {
  contentLanguage,
  contentSlug,
  decodedPath,
  isPageSlug,
  SETTINGS_SLUG,
  toDatasourceEntry,
  toSiteSettings,
  toStory,
  type RawStory,
} from './mapping';
import type { ContentTypeBlok, ContentTypeName, ContentVersion, DatasourceEntry, ProductBlok, RedirectBlok, SettingsBlok, SiteData, SiteSettings, Story, StoryOf } from './types';
import { RELATION_FIELDS } from './relations';
import { inLocaleFilter, isInLocale } from './page-languages';

export type { ContentVersion, SiteData, SiteSettings, Story } from './types';
export { ContentError } from './errors';

interface ReadOptions {
  version?: ContentVersion;
  client?: ContentClient;
  /** the space's cache version to read published content at (the webhook's); default: the current one */
  cv?: number;
}

/** Each client's reads are its own: a key names the client it was read with. */
const clientIds = new WeakMap<ContentClient, number>();
let clients = 0;
const clientId = (client: ContentClient) => {
  let id = clientIds.get(client);
  if (id === undefined) clientIds.set(client, (id = ++clients));
  return id;
};

/** What names a read: the client, the endpoint and its parameters (with the `cv` of a published read). */
interface ReadKey {
  client: ContentClient;
  what: string;
  params: { version?: string; cv?: number } & object;
}

/**
 * One content read, bounded as a whole (queueing for the rate limit and 429 retries included), so
 * a visitor's page never waits longer than the read limit for the content service. Identical reads
 * are one (a published answer is kept for its cache version, budget.ts). While the service has
 * failed repeatedly (the breaker is open), reads fail at once: a failed render renders its error
 * page again, and each would otherwise wait the whole limit anew. A read that gave up waiting does
 * not open the breaker by itself: the service's own answers do (budget.ts).
 */
async function read<T>({ client, what, params }: ReadKey, request: () => Promise<T>): Promise<T> {
  const limitMs = contentReadLimitMs();
  if (breakerOpen()) throw new ContentError(`Content service: failed ${FAILURES_TO_OPEN} times in a row a moment ago`, 503);
  const cv = params.version === 'published' ? params.cv : undefined;
  const shared = sharedRead(`${clientId(client)} ${what} ${JSON.stringify(params)}`, cv, request);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ContentError(`Content service: no answer within ${limitMs} ms`, 504)), limitMs);
  });
  try {
    return await Promise.race([shared, deadline]);
  } catch (error) {
    throw toContentError(error);
  } finally {
    clearTimeout(timer);
  }
}

/** The space's current cache version, read once per request (a render, an API call). */
const requestVersion = cache((client: ContentClient) => read({ client, what: 'cdn/spaces/me', params: {} }, () => readSpaceVersion(client)));
/** The build prerenders every page from one snapshot: one version for the whole build. */
const buildVersions = new WeakMap<ContentClient, Promise<number>>();

/**
 * The cache version published reads name. Never one kept for the life of the process: a warm server
 * would go on reading what was published when it started (Storyblok's CDN keeps answers per `cv`).
 */
export function currentVersion(client: ContentClient = contentClient()): Promise<number> {
  if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) return requestVersion(client);
  let version = buildVersions.get(client);
  if (!version) {
    buildVersions.set(client, (version = requestVersion(client)));
    // a failed read is not kept for the rest of the build
    version.catch(() => buildVersions.delete(client));
  }
  return version;
}

/** Version, token and cache version of a read: draft content needs the preview token, published content a `cv`. */
async function access({ version = siteConfig.contentVersion, cv }: ReadOptions, client: ContentClient) {
  return version === 'draft'
    ? { version, token: siteConfig.storyblok.previewToken }
    : { version, token: siteConfig.storyblok.publicToken, cv: cv ?? (await currentVersion(client)) };
}

const RELATIONS = RELATION_FIELDS.join(',');

/** A single story, or null when the service has none (404). */
async function storyOrNull(client: ContentClient, idOrSlug: string, params: StoryblokStoryParams): Promise<Story | null> {
  const story = await read({ client, what: `cdn/stories/${idOrSlug}`, params }, () => readStoryOrNull<ContentTypeBlok>(client, idOrSlug, params));
  return story && toStory(story);
}

/** The page at a path in a locale, or null when there is none. */
export async function getStory(locale: Locale, segments: readonly string[], options: ReadOptions = {}): Promise<Story | null> {
  const slug = contentSlug(locale, segments);
  if (slug === null || !isPageSlug(slug)) return null;
  const client = options.client ?? contentClient();
  const params = await access(options, client);
  const path = decodedPath(segments);
  if (knownUnpublished(client, params, (index) => !index.paths.has(`${locale}:${path}`))) return null;
  const snapshot = params.version === 'published' && params.cv !== undefined ? localeSnapshot(client, locale, params.cv) : null;
  if (snapshot) return snapshot.get(path ?? '') ?? null;
  return storyOrNull(client, slug, { ...params, resolve_links: 'url', resolve_relations: RELATIONS, language: contentLanguage(locale) });
}

/** A story by its numeric id in a locale, or null. */
export async function getStoryById(id: number, locale: Locale, options: ReadOptions = {}): Promise<Story | null> {
  const client = options.client ?? contentClient();
  const params = await access(options, client);
  if (knownUnpublished(client, params, (index) => !index.ids.has(id))) return null;
  return storyOrNull(client, String(id), { ...params, resolve_relations: RELATIONS, language: contentLanguage(locale) });
}

/** The settings story of a locale (what the visual editor previews); a failed read throws. */
export async function getSettingsStory(locale: Locale, options: ReadOptions = {}): Promise<Story<SettingsBlok>> {
  const client = options.client ?? contentClient();
  const params = { ...(await access(options, client)), resolve_links: 'url' as const, resolve_relations: '', language: contentLanguage(locale) };
  return toStory(await read({ client, what: `cdn/stories/${SETTINGS_SLUG}`, params }, () => readStoryAt<SettingsBlok>(client, SETTINGS_SLUG, params)));
}

/** A redirect story (`_redirects/<slug>`, what the visual editor previews) in a locale, or null. */
export async function getRedirectStory(locale: Locale, slug: string, options: ReadOptions = {}): Promise<Story<RedirectBlok> | null> {
  const client = options.client ?? contentClient();
  const story = await storyOrNull(client, `${REDIRECTS_FOLDER}/${slug}`, { ...(await access(options, client)), resolve_links: 'url', language: contentLanguage(locale) });
  return story?.content.component === 'redirect' ? (story as Story<RedirectBlok>) : null;
}

/** The site settings of a locale; a failed read throws (`loadSiteData` tolerates it). */
export async function getSettings(locale: Locale, options: ReadOptions = {}): Promise<SiteSettings> {
  return toSiteSettings((await getSettingsStory(locale, options)).content);
}

/** Entries of a datasource with labels in a locale (`news-categories`, `doc-types`). */
export async function getDatasource(
  datasource: 'news-categories' | 'doc-types' | 'faq-topics',
  locale: Locale,
  options: ReadOptions = {},
): Promise<DatasourceEntry[]> {
  const client = options.client ?? contentClient();
  const params = { ...(await access(options, client)), datasource, dimension: locale };
  const entries = await read({ client, what: 'cdn/datasource_entries', params }, () => readDatasourceEntries(client, params));
  return entries.map(toDatasourceEntry);
}

/** The stories of an answer to a `content_type` filter, typed by it: the service sends only stories of that type. */
const typedStories = <N extends ContentTypeName>(stories: readonly RawStory[]) => stories.map((s) => toStory(s)) as StoryOf<N>[];

/** All products of a locale (100 a page). */
export async function getProducts(locale: Locale, options: ReadOptions = {}): Promise<Story<ProductBlok>[]> {
  const client = options.client ?? contentClient();
  const params = { ...(await access(options, client)), content_type: 'product', per_page: contentLimits.productPageSize, language: contentLanguage(locale) };
  const stories = await read({ client, what: 'cdn/stories', params }, () => readAllStories<ProductBlok>(client, params));
  // the products whose page is in the locale: what menus, line-ups and comparisons show
  return typedStories<'product'>(stories).filter((story) => isInLocale(story, locale));
}

export interface ListQuery {
  /** `field:asc|desc[:int|float]`, e.g. `content.date:desc` */
  sortBy?: string;
  /** full-text search over the content */
  searchTerm?: string;
  /** `filter_query` conditions: field → operator → value */
  filter?: Record<string, Record<string, string>>;
}

async function listParams(contentType: ContentTypeName, locale: Locale, query: ListQuery, options: ReadOptions, client: ContentClient) {
  return {
    ...(await access(options, client)),
    content_type: contentType,
    language: contentLanguage(locale),
    resolve_links: 'url' as const,
    ...(query.sortBy ? { sort_by: query.sortBy } : {}),
    ...(query.searchTerm ? { search_term: query.searchTerm } : {}),
    // only the stories whose page is in the locale (page-languages.ts)
    filter_query: { ...query.filter, __or: inLocaleFilter(locale) },
  };
}

/** Every story of a content type in a locale (read 100 at a time). */
export async function getStoriesOfType<N extends ContentTypeName>(
  contentType: N,
  locale: Locale,
  query: ListQuery = {},
  options: ReadOptions = {},
): Promise<StoryOf<N>[]> {
  const client = options.client ?? contentClient();
  const params = { ...(await listParams(contentType, locale, query, options, client)), per_page: contentLimits.productPageSize };
  const stories = await read({ client, what: 'cdn/stories', params }, () => readAllStories<ContentTypeBlok>(client, params));
  // the filter asked the service for them; a story it lets through all the same is left out here
  return typedStories<N>(stories).filter((story) => isInLocale(story, locale));
}

/** One page (25 stories) of a content type, with the total for "n of total". */
export async function getStoriesPage<N extends ContentTypeName>(
  contentType: N,
  locale: Locale,
  { page = 1, ...query }: ListQuery & { page?: number },
  options: ReadOptions = {},
): Promise<{ stories: StoryOf<N>[]; total: number }> {
  const client = options.client ?? contentClient();
  const params = { ...(await listParams(contentType, locale, query, options, client)), per_page: contentLimits.listPageSize, page };
  const result = await read({ client, what: 'cdn/stories', params }, () => readStoriesPage<ContentTypeBlok>(client, params));
  return { stories: typedStories<N>(result.stories), total: result.total };
}

/** Every page story of a locale with its full content, relations and links resolved (read 100 at a time). */
export async function getAllStories(locale: Locale, options: ReadOptions = {}): Promise<Story[]> {
  const client = options.client ?? contentClient();
  const params = {
    ...(await access(options, client)),
    per_page: contentLimits.productPageSize,
    resolve_links: 'url' as const,
    resolve_relations: RELATIONS,
    language: contentLanguage(locale),
  };
  const stories = await read({ client, what: 'cdn/stories', params }, () => readAllStories<ContentTypeBlok>(client, params));
  return stories.filter((s) => isPageSlug(s.default_full_slug ?? s.full_slug)).map((s) => toStory(s));
}

/** Bulky fields a list of page paths does not need. */
const PAGE_LIST_EXCLUDED_FIELDS = 'body,hero,intro,chapters,answer,technical_data,downloads,safety_notes,summary,files';

/** Every story but the editors' redirects (many, and never pages), without its bulky fields. */
async function storyHeads(options: ReadOptions): Promise<RawStory[]> {
  const client = options.client ?? contentClient();
  const params = { ...(await access(options, client)), per_page: contentLimits.productPageSize, excluding_fields: PAGE_LIST_EXCLUDED_FIELDS, excluding_slugs: `${REDIRECTS_FOLDER}/*` };
  return read({ client, what: 'cdn/stories', params }, () => readAllStories<ContentTypeBlok>(client, params));
}

/** What is published at one cache version: every story's id, and every page's path per locale (`de:produkte/ac-thor`). */
interface PublishedIndex {
  ids: Set<number>;
  paths: Set<string>;
}

/** What is built in the background for a cache version: ready, or being built. */
const perVersion = new Map<string, { cv: number; value: unknown } | 'building'>();

/**
 * A value built once per cache version in the background (by the first caller that asks), null until it
 * is ready; a failed build is tried again by the next caller. Only the two newest versions of a `name`
 * are kept: a render under way may still read at the version before, none at older ones.
 */
function builtForVersion<T>(name: string, cv: number, build: () => Promise<T>): T | null {
  const key = `${name} ${cv}`;
  const entry = perVersion.get(key);
  if (entry) return entry === 'building' ? null : (entry.value as T);
  perVersion.set(key, 'building');
  build().then(
    (value) => {
      perVersion.set(key, { cv, value });
      const versions = [...perVersion.keys()].filter((k) => k.startsWith(`${name} `)).sort((a, b) => Number(b.slice(name.length + 1)) - Number(a.slice(name.length + 1)));
      for (const old of versions.slice(2)) perVersion.delete(old);
    },
    () => perVersion.delete(key),
  );
  return null;
}

/**
 * What is published at a cache version, to answer addresses and ids that cannot exist without a
 * read (a flood of random ids spends nothing). Built in the background from one shared listing; until
 * it is ready (and when it cannot be read) this answers null and reads go to the service as before.
 */
const publishedIndex = (client: ContentClient, cv: number): PublishedIndex | null =>
  builtForVersion(`index ${clientId(client)}`, cv, async () => {
    const stories = await storyHeads({ client, cv, version: 'published' });
    const pages = stories.filter((s) => isPageSlug(s.full_slug)).map((s) => toStory(s));
    return {
      ids: new Set(stories.map((s) => s.id)),
      paths: new Set(pages.flatMap((page) => locales.map((locale) => `${locale}:${page.paths[locale]}`))),
    };
  });

/** single page reads at one cache version in a locale after which its pages are read 100 at a time */
const PAGE_READS_BEFORE_SNAPSHOT = 8;
const pageReads = new Map<string, number>();

/**
 * Every page of a locale at a cache version, once many of its pages are rendered at it (after a
 * publication revalidated all of them, a crawl): ~100 pages a read instead of one, within the service's
 * rate limit. Until then, and for a page or two after a publication, pages are read one at a time.
 */
function localeSnapshot(client: ContentClient, locale: Locale, cv: number): Map<string, Story> | null {
  const name = `pages ${clientId(client)} ${locale}`;
  const reads = (pageReads.get(`${name} ${cv}`) ?? 0) + 1;
  if (reads <= PAGE_READS_BEFORE_SNAPSHOT) {
    if (reads === 1) for (const key of [...pageReads.keys()].filter((k) => k.startsWith(`${name} `))) pageReads.delete(key);
    pageReads.set(`${name} ${cv}`, reads);
    return null;
  }
  return builtForVersion(name, cv, async () => {
    const stories = await getAllStories(locale, { client, cv, version: 'published' });
    return new Map(stories.map((story) => [story.paths[locale], story]));
  });
}

/** Whether a published read certainly finds nothing: the index of its cache version is ready and says so. */
function knownUnpublished(client: ContentClient, params: { version: ContentVersion; cv?: number }, absent: (index: PublishedIndex) => boolean): boolean {
  if (params.version !== 'published' || params.cv === undefined) return false;
  const index = publishedIndex(client, params.cv);
  return index !== null && absent(index);
}

/** Every page story with its paths in all locales (static params, sitemap). */
export async function getAllPages(options: ReadOptions = {}): Promise<Story[]> {
  const stories = await storyHeads(options);
  return stories.filter((s) => isPageSlug(s.full_slug)).map((s) => toStory(s));
}

/**
 * Settings, news categories, document types and products of a locale, loaded in parallel; each may
 * fail alone (it is then empty) and `failed` names those that did.
 */
export async function loadSiteData(locale: Locale, options: ReadOptions = {}): Promise<{ data: SiteData; failed: string[] }> {
  const parts = await Promise.allSettled([
    getSettings(locale, options),
    getDatasource('news-categories', locale, options),
    getDatasource('doc-types', locale, options),
    getProducts(locale, options),
  ]);
  const [settings, newsCategories, documentTypes, products] = parts;
  const valueOr = <T,>(result: PromiseSettledResult<T>, fallback: T) => (result.status === 'fulfilled' ? result.value : fallback);
  const failed = ['settings', 'news categories', 'document types', 'products'].filter((_, index) => parts[index]!.status === 'rejected');
  if (failed.length) console.warn(`site data for ${locale} incomplete, ${failed.join(', ')} unavailable: ${parts.flatMap((p) => (p.status === 'rejected' ? [toContentError(p.reason).message] : []))[0]}`);
  return {
    data: {
      settings: valueOr(settings, null),
      newsCategories: valueOr(newsCategories, []),
      documentTypes: valueOr(documentTypes, []),
      products: valueOr(products, []),
    },
    failed,
  };
}

/** The site data of a locale, each part empty where it failed. */
export async function getSiteData(locale: Locale, options: ReadOptions = {}): Promise<SiteData> {
  return (await loadSiteData(locale, options)).data;
}
