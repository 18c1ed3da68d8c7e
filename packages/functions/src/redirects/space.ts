/**
 * The editors' redirects in Storyblok: published pages and redirects from the CDN API, redirect
 * drafts with the preview token, and the Management API's writes (create, update, unpublish, delete) with a
 * personal access token, through Storyblok's own client (`@pv/cms/management/client`). Locally the
 * content service answers all three.
 */
import { readRedirectStories } from '@pv/cms/content-checks/space';
import { REDIRECTS_FOLDER } from '@pv/cms/folders';
import { redirectSlug } from '@pv/cms/legacy-redirects';
import { ManagementClient } from '@pv/cms/management/client';
import { createStory, type NewStory } from '@pv/cms/management/stories';
import { isDataSlug } from '@pv/shared/story-paths';
import type { StoryblokClient } from '@pv/shared/storyblok';
import type { EditorRedirectsConfig } from '../config';
import type { PageStory, RedirectStory } from './editors';
import type { RedirectSpace } from './sync';

/** The function's writes are few: Storyblok's smallest plan allows 3 requests a second. */
const MANAGEMENT_RATE = 3;

// Storyblok allows 50 requests a second of 25 stories, 6 of 100: small pages read a list four times as fast
const list = async (client: StoryblokClient, version: 'published' | 'draft', params: Record<string, string>) =>
  (await client.getAll('cdn/stories', { version, per_page: 25, ...params }, 'stories')) as unknown[];

/** Every published page (its id, uuid and slugs): neither the editors' redirects nor data stories. */
export async function publishedPages(client: StoryblokClient): Promise<(PageStory & { id: number })[]> {
  const all = (await list(client, 'published', { excluding_fields: 'body,seo', excluding_slugs: `${REDIRECTS_FOLDER}/*` })) as (PageStory & { id: number })[];
  return all.filter((story) => !isDataSlug(story.full_slug));
}

/** The pages with these uuids as the space has them, published or not (drafts: read with the preview token); a deleted page is not among them. */
export async function pageDrafts(drafts: StoryblokClient, uuids: readonly string[]): Promise<PageStory[]> {
  if (!uuids.length) return [];
  return (await list(drafts, 'draft', { by_uuids: uuids.join(','), excluding_fields: 'body,seo' })) as PageStory[];
}

/** The editors' redirect stories, as published or as drafts (`client` reads with the matching token). */
export const redirectStories = async (client: StoryblokClient, version: 'published' | 'draft'): Promise<RedirectStory[]> => (await readRedirectStories(client, version)) as unknown as RedirectStory[];

export function storyblokRedirectSpace(published: StoryblokClient, drafts: StoryblokClient, config: EditorRedirectsConfig['management']): RedirectSpace {
  const management = new ManagementClient({ token: config.token, baseUrl: config.baseUrl, spaceId: config.spaceId, requestsPerSecond: MANAGEMENT_RATE });
  const { api } = management;
  const path = { space_id: config.spaceId };
  let folderId: Promise<number> | undefined;

  const createOnce = (story: NewStory, publish: boolean) => createStory(management, config.spaceId, story, publish);

  /** the folder's id, and the folder itself where a space has none yet */
  const redirectFolder = () =>
    (folderId ??= (async () => {
      const { stories: found = [] } = await management.read(() => api.stories.list({ path, query: { with_slug: REDIRECTS_FOLDER, folder_only: true } }));
      if (found[0]) return found[0].id;
      return (await createOnce({ name: 'Redirects', slug: REDIRECTS_FOLDER, parent_id: 0, is_folder: true }, false)).id;
    })());

  return {
    pages: () => publishedPages(published),
    pageDrafts: (uuids) => pageDrafts(drafts, uuids),
    redirects: (version) => redirectStories(version === 'draft' ? drafts : published, version),
    async create(content, name) {
      const parentId = await redirectFolder();
      // a slug of its own: the readable part may repeat after an earlier redirect was deleted
      const slug = `${redirectSlug(content.source ?? name)}-${Date.now().toString(36)}`;
      const story = await createOnce({ name, slug, parent_id: parentId, content: { ...content } }, true);
      return { id: story.id, uuid: story.uuid, name: story.name, full_slug: story.full_slug, content };
    },
    async update(story, content, publish) {
      // a draft answer carries the visual editor's marker, which is not content
      const clean: Record<string, unknown> = { ...content };
      delete clean._editable;
      // force_update: an editor who just published a redirect still has it open, which locks it; they then see the change as a conflict
      await management.write(() => api.stories.update(story.id, { path, body: { story: { content: clean } }, query: { force_update: true, ...(publish && { publish: true }) } }));
    },
    async unpublish(storyId) {
      // Storyblok's unpublish is a GET the client has no method for (as the push unpublishes)
      await management.write(() => api.get(`/v1/spaces/${config.spaceId}/stories/${storyId}/unpublish`));
    },
    async remove(storyId) {
      await management.write(() => api.stories.delete(storyId, { path }));
    },
  };
}
