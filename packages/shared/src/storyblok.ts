/**
 * Reads from Storyblok's CDN API (or the local content service speaking it), for the site and the
 * Lambda functions alike: one client setup and one reading of "no such story". Each caller keeps its
 * own limits: the site throttles a whole server process, a function makes a few reads and is done.
 */
import StoryblokClient, { type ISbStoryParams } from 'storyblok-js-client';

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
}

/** A CDN client without a cache of its own: the site's freshness is its ISR, and the functions read what was just published. */
export function createStoryblokClient({ accessToken, endpoint, timeoutMs, maxRetries, retryDelayMs, requestsPerSecond }: StoryblokClientOptions): StoryblokClient {
  return new StoryblokClient({
    accessToken,
    ...(endpoint ? { endpoint } : {}),
    timeout: timeoutMs / 1000,
    maxRetries,
    ...(retryDelayMs === undefined ? {} : { retriesDelay: retryDelayMs }),
    ...(requestsPerSecond === undefined ? {} : { rateLimit: requestsPerSecond }),
    cache: { clear: 'auto', type: 'none' },
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
