/** Stories and folders created once, and looked up as a retried create needs them: by their folder and slug. */
import type { Story } from '@storyblok/management-api-client';
import type { ManagementClient, StoryblokApi } from './client';

/** A story's or folder's fields as Storyblok's client creates them, with where it goes. */
export type NewStory = Parameters<StoryblokApi['stories']['create']>[0]['body']['story'] & { slug: string; parent_id: number };

/**
 * The story or folder with this slug in this folder (0: the space's root), read in full (its
 * content and translated slugs), or undefined. What a create that failed without an answer may
 * have made: a slug is unique within its folder.
 */
export async function findStory(client: ManagementClient, spaceId: number, parentId: number, slug: string, isFolder = false): Promise<Story | undefined> {
  const path = { space_id: spaceId };
  const siblings = await client.all('stories', (query) => client.api.stories.list({ path, query: { ...query, with_parent: String(parentId) } }));
  const listed = siblings.find((story) => story.slug === slug && Boolean(story.is_folder) === isFolder);
  return listed && (await client.read(() => client.api.stories.get(listed.id, { path }))).story;
}

/**
 * Creates a story or folder (published with `publish`) once: a POST that got no answer or a 5xx
 * may have been carried out, so the story is looked up by its folder and slug before it is posted
 * again (`ManagementClient.create`).
 */
export async function createStory(client: ManagementClient, spaceId: number, story: NewStory, publish: boolean): Promise<Story> {
  const path = { space_id: spaceId };
  const { story: created } = await client.create(
    () => client.api.stories.create({ path, body: { story }, ...(publish && { query: { publish: true } }) }),
    async () => {
      const found = await findStory(client, spaceId, story.parent_id, story.slug, Boolean(story.is_folder));
      return found && { story: found };
    },
  );
  if (!created) throw new Error(`Storyblok answered no story for ${story.slug}`);
  return created;
}
