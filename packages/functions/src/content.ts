/** The functions' reads of the content service (Storyblok's CDN API, or the local stand-in), through the site's client library. */
import StoryblokClient from 'storyblok-js-client';
import type { ContentConfig } from './config';

export function contentClient(config: ContentConfig): StoryblokClient {
  return new StoryblokClient({
    accessToken: config.token,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    maxRetries: 3,
    timeout: 10,
    cache: { clear: 'auto', type: 'none' },
  });
}

/** A published story, or null when the service has none (404). */
export async function publishedStory<T>(client: StoryblokClient, id: number, language?: string): Promise<T | null> {
  try {
    const { data } = await client.getStory(String(id), { version: 'published', ...(language ? { language } : {}) });
    return (data as unknown as { story: T }).story;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}
