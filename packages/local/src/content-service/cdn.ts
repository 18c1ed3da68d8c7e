/**
 * What Storyblok's CDN in front of the Content Delivery API does before the API reads any content,
 * played by the stand-in so that our clients meet it here first (docs/conformance.md):
 * - the stories endpoints refuse a parameter they do not know: 422 `Parameter(s) … not allowed`;
 * - a published read without `cv` is redirected (301) to the same address at the space's current `cv`;
 * - published answers are kept per address, `cv` included: an address asked again answers what it
 *   answered the first time, however much was published since (drafts are never kept);
 * - uncached reads are limited per second, the more stories a request asks for the fewer.
 */

/** Parameters of both stories endpoints (storyblok.com/docs/api/content-delivery/v2/stories). */
const STORY_PARAMETERS = [
  'token',
  'version',
  'cv',
  'resolve_links',
  'resolve_links_level',
  'resolve_relations',
  // storyblok-js-client sends it with every `resolve_relations`
  'resolve_level',
  'resolve_assets',
  'from_release',
  'language',
  'fallback_lang',
];

/** Parameters of `GET /v2/cdn/stories` alone. */
const STORY_LIST_PARAMETERS = [
  ...STORY_PARAMETERS,
  'starts_with',
  'search_term',
  'sort_by',
  'per_page',
  'page',
  'by_slugs',
  'excluding_slugs',
  'published_at_gt',
  'published_at_lt',
  'first_published_at_gt',
  'first_published_at_lt',
  'updated_at_gt',
  'updated_at_lt',
  'in_workflow_stages',
  'content_type',
  'level',
  'excluding_ids',
  'by_uuids',
  'by_uuids_ordered',
  'with_tag',
  'is_startpage',
  'excluding_fields',
];

/** `GET /v2/cdn/stories/{slug|id|uuid}` alone. */
const SINGLE_STORY_PARAMETERS = [...STORY_PARAMETERS, 'find_by'];

export type CdnEndpoint = 'stories' | 'story' | 'other';

export function endpointOf(pathname: string): CdnEndpoint {
  const path = pathname.replace(/\/$/, '');
  if (path === '/v2/cdn/stories') return 'stories';
  if (path.startsWith('/v2/cdn/stories/')) return 'story';
  return 'other';
}

/**
 * Parameters a stories endpoint does not know, in the order given; the other endpoints validate none.
 * `filter_query[field][operation]` is one parameter family.
 */
export function unknownParameters(endpoint: CdnEndpoint, params: URLSearchParams): string[] {
  if (endpoint === 'other') return [];
  const known = new Set(endpoint === 'stories' ? STORY_LIST_PARAMETERS : SINGLE_STORY_PARAMETERS);
  const unknown = [...new Set(params.keys())].filter((name) => !known.has(name) && !(endpoint === 'stories' && name.startsWith('filter_query[')));
  return unknown;
}

/** Storyblok's words for them (storyblok/storyblok-php-client#32: `{"error":"Parameter(s) cache_version not allowed"}`). */
export const unknownParametersMessage = (names: readonly string[]): string => `Parameter(s) ${names.join(', ')} not allowed`;

/** Endpoints whose published answers are versioned by `cv` (and so redirected without one, and kept). */
const VERSIONED = /^\/v2\/cdn\/(stories|links|datasource_entries|datasources|tags)(\/|$)/;

/** Does a published read of this address need a `cv`? Drafts and `spaces/me` (where the current one is asked) do not. */
export const needsCacheVersion = (pathname: string, params: URLSearchParams): boolean =>
  VERSIONED.test(pathname) && (params.get('version') ?? 'published') === 'published' && !params.get('cv');

/** The same address at the current cache version. */
export function atCacheVersion(pathname: string, params: URLSearchParams, cv: number): string {
  const query = new URLSearchParams(params);
  query.set('cv', String(cv));
  return `${pathname}?${query.toString()}`;
}

export interface KeptAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

/** Published answers by address, as the CDN keeps them (bounded: the oldest go first). */
export class CdnCache {
  private readonly answers = new Map<string, KeptAnswer>();

  constructor(private readonly capacity = 5_000) {}

  /** A published read's address is kept; a draft read's is not (draft answers are never cached). */
  static keeps(pathname: string, params: URLSearchParams): boolean {
    return VERSIONED.test(pathname) && (params.get('version') ?? 'published') === 'published';
  }

  get(address: string): KeptAnswer | undefined {
    return this.answers.get(address);
  }

  set(address: string, answer: KeptAnswer): void {
    this.answers.set(address, answer);
    if (this.answers.size > this.capacity) this.answers.delete(this.answers.keys().next().value!);
  }

  clear(): void {
    this.answers.clear();
  }
}

/**
 * Storyblok's limits on uncached reads per second, by how many stories a request may answer
 * (storyblok.com/docs/api/content-delivery/v2/getting-started/rate-limit): single stories and up to
 * 25 a page 50, up to 50 a page 15, up to 75 a page 10, up to 100 a page 6.
 */
export function uncachedLimitPerSecond(endpoint: CdnEndpoint, params: URLSearchParams): number {
  if (endpoint !== 'stories') return 50;
  const perPage = Number(params.get('per_page') ?? 25);
  if (perPage <= 25) return 50;
  if (perPage <= 50) return 15;
  if (perPage <= 75) return 10;
  return 6;
}
