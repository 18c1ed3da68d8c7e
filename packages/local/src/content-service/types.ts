export type { Blok, Datasource, DatasourceEntry, SpaceInfo, StoredStory } from '@pv/cms/space-files';
import type { Blok } from '@pv/cms/space-files';

export type Version = 'published' | 'draft';

/** A story as the CDN API answers it. */
export interface StoryView {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  default_full_slug: string;
  created_at: string;
  updated_at: string;
  published_at: string | null;
  first_published_at: string | null;
  sort_by_date: string | null;
  position: number;
  tag_list: string[];
  is_startpage: boolean;
  parent_id: number;
  group_id: string;
  lang: string;
  path: null;
  alternates: never[];
  translated_slugs: { path: string; name: string; lang: string; published: boolean }[];
  content: Blok;
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
