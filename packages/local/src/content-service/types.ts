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
