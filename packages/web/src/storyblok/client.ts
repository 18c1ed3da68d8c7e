/**
 * The site's reads of Storyblok's CDN API (or the local content service speaking it): the client
 * (`@pv/shared/storyblok`, set up as the functions' is) and one typed read per kind of answer. What
 * a read answers is Storyblok's shape (`./wire`); `content/` maps it onto the app's types and keeps
 * the site's limits, sharing and deadlines around each read.
 */
import {
  createStoryblokClient,
  readSpaceVersion,
  readStory,
  type StoryblokClient,
  type StoryblokClientOptions,
  type StoryblokDatasourceEntry,
  type StoryblokStoriesParams,
  type StoryblokStory,
  type StoryblokStoryParams,
} from '@pv/shared/storyblok';

export type { StoryblokClient, StoryblokStoriesParams, StoryblokStoryParams };
export { readSpaceVersion };

/** Every setting named: the site sets all its limits (`content/client.ts`). */
export type CdnClientOptions = Required<StoryblokClientOptions>;

/** A CDN client without a cache or a cache version of its own (each published read names its `cv`). */
export const createCdnClient = (options: CdnClientOptions): StoryblokClient => createStoryblokClient(options);

/** `cdn/stories/{id|slug}`: the story, or null when the service has none (404). */
export const readStoryOrNull = <C>(client: StoryblokClient, idOrSlug: string, params: StoryblokStoryParams): Promise<StoryblokStory<C> | null> =>
  readStory<StoryblokStory<C>>(client, idOrSlug, params);

/** `cdn/stories/{slug}`: the story; a failed read (a 404 too) is thrown as the client threw it. */
export async function readStoryAt<C>(client: StoryblokClient, slug: string, params: StoryblokStoryParams): Promise<StoryblokStory<C>> {
  const { data } = await client.getStory(slug, params);
  return data.story as unknown as StoryblokStory<C>;
}

/**
 * `cdn/stories`, every page of the answer (the client reads them in turn). The content is of the type
 * the caller expects (a `content_type` filter): nothing checks it.
 */
export async function readAllStories<C>(client: StoryblokClient, params: StoryblokStoriesParams): Promise<StoryblokStory<C>[]> {
  return (await client.getAll('cdn/stories', params, 'stories')) as StoryblokStory<C>[];
}

/** `cdn/stories`, one page of the answer, with the total of all pages. */
export async function readStoriesPage<C>(client: StoryblokClient, params: StoryblokStoriesParams): Promise<{ stories: StoryblokStory<C>[]; total: number }> {
  const result = await client.get('cdn/stories', params);
  return { stories: result.data.stories as StoryblokStory<C>[], total: result.total };
}

/** `cdn/datasource_entries`, every page of the answer. */
export async function readDatasourceEntries(client: StoryblokClient, params: StoryblokStoriesParams): Promise<StoryblokDatasourceEntry[]> {
  return (await client.getAll('cdn/datasource_entries', params, 'datasource_entries')) as StoryblokDatasourceEntry[];
}
