/** A story as the demo content keeps it: default-language fields plus `field__i18n__{lang}` translations. */
export interface StoredStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  parent_id: number;
  position: number;
  is_startpage: boolean;
  tag_list: string[];
  /** false: the story exists only as a draft */
  published: boolean;
  created_at: string;
  published_at: string | null;
  first_published_at: string | null;
  updated_at?: string;
  sort_by_date: string | null;
  /** translated full paths and names per language code (the translatable-slugs app) */
  translated_slugs: Record<string, { path: string; name: string }>;
  content: Blok;
  /** unpublished changes: served with version=draft only */
  draft?: { content: Blok };
}

export interface Blok {
  _uid: string;
  component: string;
  [field: string]: unknown;
}

export interface DatasourceEntry {
  id: number;
  name: string;
  value: string;
  /** labels per dimension (language) */
  dimensions?: Record<string, string>;
}

export interface Datasource {
  id: number;
  name: string;
  slug: string;
  entries: DatasourceEntry[];
}

export interface SpaceInfo {
  id: number;
  name: string;
  domain: string;
  /** the language the untranslated fields are written in (served as lang "default") */
  default_language: string;
  language_codes: string[];
}

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
