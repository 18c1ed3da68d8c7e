/**
 * The content module: the only place that talks to the content service (Storyblok CDN API).
 * Pages call these `get*` functions and receive app types.
 */
import { REDIRECTS_FOLDER } from '@pv/cms/folders';
import { readSpaceVersion, readStory } from '@pv/shared/storyblok';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { cache } from 'react';
import type StoryblokClient from 'storyblok-js-client';
import type { ISbStoryParams } from 'storyblok-js-client';
import { siteConfig } from '@/config';
import type { Locale } from '@/i18n/routing';
import { contentClient, contentLimits, contentReadLimitMs } from './client';
import { ContentError, toContentError } from './errors';
import {
  contentLanguage,
  contentSlug,
  isPageSlug,
  SETTINGS_SLUG,
  toDatasourceEntry,
  toSiteSettings,
  toStory,
  type RawDatasourceEntry,
  type RawStory,
} from './mapping';
import type { ContentTypeName, ContentVersion, DatasourceEntry, ProductBlok, RedirectBlok, SettingsBlok, SiteData, SiteSettings, Story, StoryOf } from './types';
import { RELATION_FIELDS } from './relations';

export type { ContentVersion, SiteData, SiteSettings, Story } from './types';
export { ContentError } from './errors';

interface ReadOptions {
  version?: ContentVersion;
  client?: StoryblokClient;
  /** the space's cache version to read published content at (the webhook's); default: the current one */
  cv?: number;
}

/** Until when reads fail at once: a read that went unanswered marks the content service away for one read limit. */
let unavailableUntil = 0;

/**
 * One content read, bounded as a whole (queueing for the rate limit and 429 retries included), so
 * a visitor's page never waits longer than the read limit for the content service. After a read
 * went unanswered, the next reads for as long fail at once: a failed render renders its error
 * page again, and each would otherwise wait the whole limit anew.
 */
async function read<T>(request: () => Promise<T>): Promise<T> {
  const limitMs = contentReadLimitMs();
  if (Date.now() < unavailableUntil) throw new ContentError(`Content service: no answer within ${limitMs} ms a moment ago`, 503);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      unavailableUntil = Date.now() + limitMs;
      reject(new ContentError(`Content service: no answer within ${limitMs} ms`, 504));
    }, limitMs);
  });
  try {
    return await Promise.race([request(), deadline]);
  } catch (error) {
    throw toContentError(error);
  } finally {
    clearTimeout(timer);
  }
}

/** The space's current cache version, read once per request (a render, an API call). */
const requestVersion = cache((client: StoryblokClient) => read(() => readSpaceVersion(client)));
/** The build prerenders every page from one snapshot: one version for the whole build. */
const buildVersions = new WeakMap<StoryblokClient, Promise<number>>();

/**
 * The cache version published reads name. Never one kept for the life of the process: a warm server
 * would go on reading what was published when it started (Storyblok's CDN keeps answers per `cv`).
 */
export function currentVersion(client: StoryblokClient = contentClient()): Promise<number> {
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
async function access({ version = siteConfig.contentVersion, cv }: ReadOptions, client: StoryblokClient) {
  return version === 'draft'
    ? { version, token: siteConfig.storyblok.previewToken }
    : { version, token: siteConfig.storyblok.publicToken, cv: cv ?? (await currentVersion(client)) };
}

const RELATIONS = RELATION_FIELDS.join(',');

/** A single story, or null when the service has none (404). */
async function storyOrNull(client: StoryblokClient, idOrSlug: string, params: ISbStoryParams): Promise<Story | null> {
  const story = await read(() => readStory<RawStory>(client, idOrSlug, params));
  return story && toStory(story);
}

/** The page at a path in a locale, or null when there is none. */
export async function getStory(locale: Locale, segments: readonly string[], options: ReadOptions = {}): Promise<Story | null> {
  const slug = contentSlug(locale, segments);
  if (!isPageSlug(slug)) return null;
  const client = options.client ?? contentClient();
  return storyOrNull(client, slug, {
    ...(await access(options, client)),
    resolve_links: 'url',
    resolve_relations: RELATIONS,
    language: contentLanguage(locale),
  });
}

/** A story by its numeric id in a locale, or null. */
export async function getStoryById(id: number, locale: Locale, options: ReadOptions = {}): Promise<Story | null> {
  const client = options.client ?? contentClient();
  return storyOrNull(client, String(id), { ...(await access(options, client)), resolve_relations: RELATIONS, language: contentLanguage(locale) });
}

/** The settings story of a locale (what the visual editor previews); a failed read throws. */
export async function getSettingsStory(locale: Locale, options: ReadOptions = {}): Promise<Story<SettingsBlok>> {
  const client = options.client ?? contentClient();
  const params = await access(options, client);
  const { data } = await read(() =>
    client.getStory(SETTINGS_SLUG, {
      ...params,
      resolve_links: 'url',
      resolve_relations: '',
      language: contentLanguage(locale),
    }),
  );
  return toStory(data.story as RawStory<SettingsBlok>);
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
  const params = await access(options, client);
  const entries = await read(() =>
    client.getAll('cdn/datasource_entries', { ...params, datasource, dimension: locale }, 'datasource_entries'),
  );
  return (entries as RawDatasourceEntry[]).map(toDatasourceEntry);
}

/** The stories of an answer to a `content_type` filter, typed by it: the service sends only stories of that type. */
const typedStories = <N extends ContentTypeName>(stories: unknown) => (stories as RawStory[]).map((s) => toStory(s)) as StoryOf<N>[];

/** All products of a locale (100 a page). */
export async function getProducts(locale: Locale, options: ReadOptions = {}): Promise<Story<ProductBlok>[]> {
  const client = options.client ?? contentClient();
  const params = await access(options, client);
  const stories = await read(() =>
    client.getAll(
      'cdn/stories',
      { ...params, content_type: 'product', per_page: contentLimits.productPageSize, language: contentLanguage(locale) },
      'stories',
    ),
  );
  return typedStories<'product'>(stories);
}

export interface ListQuery {
  /** `field:asc|desc[:int|float]`, e.g. `content.date:desc` */
  sortBy?: string;
  /** full-text search over the content */
  searchTerm?: string;
  /** `filter_query` conditions: field → operator → value */
  filter?: Record<string, Record<string, string>>;
}

async function listParams(contentType: ContentTypeName, locale: Locale, query: ListQuery, options: ReadOptions, client: StoryblokClient) {
  return {
    ...(await access(options, client)),
    content_type: contentType,
    language: contentLanguage(locale),
    resolve_links: 'url' as const,
    ...(query.sortBy ? { sort_by: query.sortBy } : {}),
    ...(query.searchTerm ? { search_term: query.searchTerm } : {}),
    ...(query.filter ? { filter_query: query.filter } : {}),
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
  const params = await listParams(contentType, locale, query, options, client);
  const stories = await read(() =>
    client.getAll('cdn/stories', { ...params, per_page: contentLimits.productPageSize }, 'stories'),
  );
  return typedStories<N>(stories);
}

/** One page (25 stories) of a content type, with the total for "n of total". */
export async function getStoriesPage<N extends ContentTypeName>(
  contentType: N,
  locale: Locale,
  { page = 1, ...query }: ListQuery & { page?: number },
  options: ReadOptions = {},
): Promise<{ stories: StoryOf<N>[]; total: number }> {
  const client = options.client ?? contentClient();
  const params = await listParams(contentType, locale, query, options, client);
  const result = await read(() =>
    client.get('cdn/stories', { ...params, per_page: contentLimits.listPageSize, page }),
  );
  return { stories: typedStories<N>(result.data.stories), total: result.total };
}

/** Every page story of a locale with its full content, relations and links resolved (read 100 at a time). */
export async function getAllStories(locale: Locale, options: ReadOptions = {}): Promise<Story[]> {
  const client = options.client ?? contentClient();
  const params = await access(options, client);
  const stories = await read(() =>
    client.getAll(
      'cdn/stories',
      {
        ...params,
        per_page: contentLimits.productPageSize,
        resolve_links: 'url',
        resolve_relations: RELATIONS,
        language: contentLanguage(locale),
      },
      'stories',
    ),
  );
  return (stories as RawStory[]).filter((s) => isPageSlug(s.default_full_slug ?? s.full_slug)).map((s) => toStory(s));
}

/** Bulky fields a list of page paths does not need. */
const PAGE_LIST_EXCLUDED_FIELDS = 'body,hero,intro,chapters,answer,technical_data,downloads,safety_notes,summary,files';

/** Every page story with its paths in all locales (static params, sitemap). */
export async function getAllPages(options: ReadOptions = {}): Promise<Story[]> {
  const client = options.client ?? contentClient();
  const params = await access(options, client);
  const stories = await read(() =>
    client.getAll(
      'cdn/stories',
      // the editors' redirects are many and never pages
      { ...params, per_page: contentLimits.productPageSize, excluding_fields: PAGE_LIST_EXCLUDED_FIELDS, excluding_slugs: `${REDIRECTS_FOLDER}/*` },
      'stories',
    ),
  );
  return (stories as RawStory[]).filter((s) => isPageSlug(s.full_slug)).map((s) => toStory(s));
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
