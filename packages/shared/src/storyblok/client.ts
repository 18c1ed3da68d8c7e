/**
 * Reads from Storyblok's CDN API (or the local content service speaking it), for the site and the
 * Lambda functions alike: one client setup and one reading of "no such story". Each caller keeps its
 * own limits: the site throttles a whole server process, a function makes a few reads and is done.
 */
import StoryblokClient, { type ISbStoriesParams, type ISbStoryParams } from 'storyblok-js-client';

/** The CDN client and its reads' parameters (one story; a list), for the readers that pass them along. */
export type { StoryblokClient, ISbStoriesParams as StoryblokStoriesParams, ISbStoryParams as StoryblokStoryParams };

export interface StoryblokClientOptions {
  accessToken: string;
  /** undefined: storyblok-js-client's own endpoint (Storyblok's EU region) */
  endpoint: string | undefined;
  /** each request is given up after this long */
  timeoutMs: number;
  /** how often a 429 answer is retried */
  maxRetries: number;
  /** undefined: storyblok-js-client's delay (300 ms) */
  retryDelayMs?: number;
  /** undefined: storyblok-js-client picks a limit by the size of each request */
  requestsPerSecond?: number;
  /** undefined: the global fetch; called once a request has passed the client's rate limit */
  fetch?: typeof fetch;
}

/**
 * A CDN client without a cache of its own (the site's freshness is its ISR, and the functions read
 * what was just published) and without a cache version of its own: storyblok-js-client would send
 * the last `cv` it saw for the life of the process, and Storyblok's CDN answers an old `cv` with
 * the content published then. Every published read names the `cv` its caller read from the space
 * (`readSpaceVersion`) for this render or run; a read that names none (the client's own reads of
 * relations beyond 50) is redirected by Storyblok to the current one.
 */
export function createStoryblokClient({ accessToken, endpoint, timeoutMs, maxRetries, retryDelayMs, requestsPerSecond, fetch }: StoryblokClientOptions): StoryblokClient {
  return new StoryblokClient({
    accessToken,
    ...(endpoint ? { endpoint } : {}),
    timeout: timeoutMs / 1000,
    maxRetries,
    ...(retryDelayMs === undefined ? {} : { retriesDelay: retryDelayMs }),
    ...(requestsPerSecond === undefined ? {} : { rateLimit: requestsPerSecond }),
    ...(fetch ? { fetch } : {}),
    cache: { clear: 'manual', type: 'none', cv: 'manual' },
  });
}

/** storyblok-js-client rejects with `{ message, status, response }`; a 404 means the service has no such story. */
const isNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/**
 * The story at an id or slug, or null when the service has none; other failures are thrown as the
 * client threw them. `T` is the shape the caller expects of the answer's story: nothing checks it.
 */
export async function readStory<T>(client: Pick<StoryblokClient, 'getStory'>, idOrSlug: string, params: ISbStoryParams): Promise<T | null> {
  try {
    const { data } = await client.getStory(idOrSlug, params);
    return (data as unknown as { story: T }).story;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** What `spaces/me` tells of the space whose token the client holds: its id and current cache version. */
export interface SpaceInfo {
  id: number;
  version: number;
}

/**
 * `spaces/me`, answered uncached; each publication raises its version
 * (storyblok.com/docs/api/content-delivery/v2/getting-started/cache-invalidation).
 */
async function spacesMe(client: Pick<StoryblokClient, 'get'>): Promise<{ id?: unknown; version?: unknown } | undefined> {
  const { data } = await client.get('cdn/spaces/me', {});
  return (data as { space?: { id?: unknown; version?: unknown } }).space;
}

function versionOf(space: { version?: unknown } | undefined): number {
  if (typeof space?.version !== 'number') throw new Error('The content service answered spaces/me without a version');
  return space.version;
}

/** The space's current cache version (`cv`). */
export async function readSpaceVersion(client: Pick<StoryblokClient, 'get'>): Promise<number> {
  return versionOf(await spacesMe(client));
}

/** The space the client's token belongs to (its id) and its current cache version, in one read. */
export async function readSpace(client: Pick<StoryblokClient, 'get'>): Promise<SpaceInfo> {
  const space = await spacesMe(client);
  const version = versionOf(space);
  if (typeof space?.id !== 'number') throw new Error('The content service answered spaces/me without an id');
  return { id: space.id, version };
}
