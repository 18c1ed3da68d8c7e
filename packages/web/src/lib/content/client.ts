import StoryblokClient from 'storyblok-js-client';
import { siteConfig } from '@/config';

/** Content service limits (spec §9). */
export const contentLimits = {
  requestsPerSecond: 5,
  maxRetries: 10,
  retryDelayMs: 300,
  /** listing pages (news, documents): 25 a page */
  listPageSize: 25,
  productPageSize: 100,
  uuidChunkSize: 50,
} as const;

export interface ContentClientOptions {
  endpoint: string;
  accessToken: string;
}

/**
 * The Storyblok CDN client with the site's limits: at most 5 requests a second, a 429 retried
 * up to 10 times 300 ms apart, no timeout. No client-side cache: freshness is the site's ISR.
 */
export function createContentClient({ endpoint, accessToken }: ContentClientOptions): StoryblokClient {
  return new StoryblokClient({
    accessToken,
    endpoint,
    rateLimit: contentLimits.requestsPerSecond,
    maxRetries: contentLimits.maxRetries,
    retriesDelay: contentLimits.retryDelayMs,
    cache: { clear: 'auto', type: 'none' },
  });
}

let client: StoryblokClient | undefined;

/** One client per server process, so its rate limit holds across all requests. */
export function contentClient(): StoryblokClient {
  client ??= createContentClient({ endpoint: siteConfig.storyblok.endpoint, accessToken: siteConfig.storyblok.publicToken });
  return client;
}
