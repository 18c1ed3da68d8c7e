export type { Blok, Datasource, DatasourceEntry, SpaceInfo, StoredStory } from '@pv/cms/space-files';
import type { Blok } from '@pv/cms/space-files';
import type { StoryblokStory } from '@pv/shared/storyblok';
import type { ISbLinks, ISbStories, ISbStory } from 'storyblok-js-client';

export type Version = 'published' | 'draft';

/**
 * A story as the CDN API answers it: Storyblok's story as every package reads it (`StoryblokStory`,
 * storyblok-js-client's own type narrowed to what the answers always carry), with the space's blocks.
 */
export type StoryView = StoryblokStory<Blok>;

/** Relations and links an answer resolves, as Storyblok adds them when asked (their uuids alone above 50). */
export type Related = Partial<Pick<ISbStories['data'], 'rels' | 'links'>> & { rel_uuids?: string[]; link_uuids?: string[] };

/** `GET /v2/cdn/stories`, typed by storyblok-js-client's answer type. */
export type StoriesAnswer = Pick<ISbStories['data'], 'cv'> & { stories: StoryView[] } & Related;

/** `GET /v2/cdn/stories/{slug|id|uuid}`. */
export type StoryAnswer = Pick<ISbStory['data'], 'cv'> & { story: StoryView } & Related;

/** `GET /v2/cdn/links`: storyblok-js-client's link type, plus the `alternates` Storyblok documents and the type lacks. */
export interface LinksAnswer {
  links: Record<string, NonNullable<ISbLinks['links']>[string] & { alternates: { path: string; name: string; lang: string; published: boolean; translated_slug: string | undefined }[] }>;
}

/** A story's own translated slug (one path segment) and name in a language, as the Management API keeps it. */
export interface TranslatedSlug {
  id: number;
  lang: string;
  slug: string;
  name: string | null;
}

/** A datasource dimension: entries' values in it are kept under `entry_value` (`DatasourceEntry.dimensions`). */
export interface Dimension {
  id: number;
  name: string;
  entry_value: string;
  datasource_id: number;
  created_at: string;
  updated_at: string;
}

/** A component group (a folder of the block library). */
export interface ComponentGroup {
  id: number;
  uuid: string;
  name: string;
  parent_id: number | null;
  parent_uuid: string | null;
}

/** A component as the Management API keeps it: the keys it was given, with its id and times. */
export interface Component {
  id: number;
  name: string;
  created_at: string;
  updated_at: string;
  [key: string]: unknown;
}

/** An asset uploaded through the Management API, with its file kept in memory. */
export interface Asset {
  id: number;
  /** the path under the asset host: `f/1000/800x600/3f9a1c0b2e/ac-thor.svg` */
  key: string;
  short_filename: string;
  content_type: string;
  created_at: string;
  updated_at: string;
  /** absent until the signed upload delivered it */
  file?: Buffer;
  /** `finish_upload` was called: the asset is listed */
  finished: boolean;
}
