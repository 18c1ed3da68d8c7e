/** The functions' reads of the content service (Storyblok's CDN API, or the local stand-in), set up as the site's are. */
import { createStoryblokClient, readStory, type StoryblokClient } from '@pv/shared/storyblok';
export { readSpaceVersion, type StoryblokClient } from '@pv/shared/storyblok';
import type { ContentConfig } from './config';

/** A few reads per invocation: the library's throttle, few retries, and an answer within the function's own time limit. */
export const contentClient = (config: ContentConfig): StoryblokClient =>
  createStoryblokClient({ accessToken: config.token, endpoint: config.endpoint, timeoutMs: 10_000, maxRetries: 3 });

/** The story as published at the space's cache version `cv`, or null when the service has none (404). */
export const publishedStory = <T>(client: StoryblokClient, id: number, { cv, language }: { cv: number; language?: string }): Promise<T | null> =>
  readStory<T>(client, String(id), { version: 'published', cv, ...(language ? { language } : {}) });
