/** The functions' reads of the content service (Storyblok's CDN API, or the local stand-in), set up as the site's are. */
import { createStoryblokClient, readStory } from '@pv/shared/storyblok';
import type StoryblokClient from 'storyblok-js-client';
import type { ContentConfig } from './config';

/** A few reads per invocation: the library's throttle, few retries, and an answer within the function's own time limit. */
export const contentClient = (config: ContentConfig): StoryblokClient =>
  createStoryblokClient({ accessToken: config.token, endpoint: config.endpoint, timeoutMs: 10_000, maxRetries: 3 });

/** A published story, or null when the service has none (404). */
export const publishedStory = <T>(client: StoryblokClient, id: number, language?: string): Promise<T | null> =>
  readStory<T>(client, String(id), { version: 'published', ...(language ? { language } : {}) });

/**
 * Storyblok answers published reads at the `cv` a request names, and storyblok-js-client sends the last
 * one it saw (per token, for the life of the process): a warm function would read what was published
 * before. Each run first asks the space for its current version.
 */
export async function readCurrentVersion(client: StoryblokClient): Promise<void> {
  client.clearCacheVersion();
  const { data } = await client.get('cdn/spaces/me', {});
  const version = (data as { space?: { version?: unknown } }).space?.version;
  if (typeof version === 'number') client.setCacheVersion(version);
}
