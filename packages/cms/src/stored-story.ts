/**
 * A story as the demo space's files keep it (`packages/local/content/stories`): read with the files
 * (`space-files.ts`) and made from the legacy redirect list (`legacy-redirects.ts`).
 */
import type { StoryblokStory } from '@pv/shared/storyblok';

export interface Blok {
  _uid: string;
  component: string;
  [field: string]: unknown;
}

/**
 * A story or a folder as the demo content keeps it. Folders (`is_folder`) hold no content; a
 * folder's start page has `is_startpage`, the folder as parent and the full slug `folder/`. Its fields
 * are Storyblok's story's (`StoryblokStory`), but for the translated slugs, kept by language, and the draft.
 */
export interface StoredStory
  extends Pick<
      StoryblokStory<Blok>,
      'id' | 'uuid' | 'name' | 'slug' | 'full_slug' | 'position' | 'is_folder' | 'is_startpage' | 'tag_list' | 'created_at' | 'published_at' | 'first_published_at' | 'sort_by_date'
    >,
    Partial<Pick<StoryblokStory<Blok>, 'updated_at'>> {
  /** 0: at the root of the space */
  parent_id: StoryblokStory['parent_id'];
  /** false: the story exists only as a draft */
  published: boolean;
  /** translated full paths and names per language code (the Translatable Slugs app) */
  translated_slugs: Record<string, { path: string; name: string }>;
  /** absent on folders */
  content?: Blok;
  /** unpublished changes: served with version=draft only */
  draft?: { content: Blok };
}
