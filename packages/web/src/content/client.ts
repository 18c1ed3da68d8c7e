import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { siteConfig } from '@/config';
import { createCdnClient, type StoryblokClient } from '@/storyblok/client';
import { healthRecordingFetch } from './budget';

/** Content service limits (spec §9). */
export const contentLimits = {
  requestsPerSecond: 5,
  maxRetries: 10,
  retryDelayMs: 300,
  /** listing pages (news, documents): 25 a page */
  listPageSize: 25,
  productPageSize: 100,
} as const;

/**
 * How long one content read may take. A visitor waits for it (CONTENT_TIMEOUT_MS); the production
 * build, which prerenders every page and no visitor waits for, gets a minute.
 */
export function contentReadLimitMs(): number {
  return process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD ? 60_000 : siteConfig.contentTimeoutMs;
}

/** A client of the content service: what a read is made with (one per server process, `contentClient`). */
export type ContentClient = StoryblokClient;

export interface ContentClientOptions {
  endpoint: string;
  accessToken: string;
  timeoutMs?: number;
}

/**
 * The Storyblok CDN client with the site's limits: at most 5 requests a second, a 429 retried
 * up to 10 times 300 ms apart, each request given up after `timeoutMs` (Storyblok's client has no
 * limit of its own: a hung request would hold its place in the rate limit's queue). No client-side
 * cache: freshness is the site's ISR.
 */
export function createContentClient({ endpoint, accessToken, timeoutMs = contentReadLimitMs() }: ContentClientOptions): ContentClient {
  return createCdnClient({
    accessToken,
    endpoint,
    timeoutMs,
    requestsPerSecond: contentLimits.requestsPerSecond,
    maxRetries: contentLimits.maxRetries,
    retryDelayMs: contentLimits.retryDelayMs,
    // the service's own answers, not the time a read waited in the queue above, open the breaker
    fetch: healthRecordingFetch(contentReadLimitMs),
  });
}

let client: ContentClient | undefined;

/** One client per server process, so its rate limit holds across all requests. */
export function contentClient(): ContentClient {
  client ??= createContentClient({ endpoint: siteConfig.storyblok.endpoint, accessToken: siteConfig.storyblok.publicToken });
  return client;
}
