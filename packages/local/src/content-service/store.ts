import { type ContentData, I18N_MARK } from '@pv/cms/space-files';
import type { Blok, Datasource, SpaceInfo, StoredStory, StoryView, Version } from './types.js';

/**
 * Field-level translation as Storyblok stores it: `title__i18n__en` beside `title`.
 * Returns the value in `lang` (falling back to the default-language field) with every
 * translation key removed, at any depth.
 */
export function localise<T>(value: T, lang: string | null): T {
  if (Array.isArray(value)) return value.map((item) => localise(item, lang)) as T;
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, fieldValue] of Object.entries(source)) {
    if (key.includes(I18N_MARK)) continue;
    const translated = lang ? source[`${key}${I18N_MARK}${lang}`] : undefined;
    const chosen = translated !== undefined && translated !== '' ? translated : fieldValue;
    result[key] = localise(chosen, lang);
  }
  return result as T;
}

/** The content store: lookups and the localised views the API answers with. */
export class ContentStore {
  constructor(private data: ContentData) {}

  get space(): SpaceInfo {
    return this.data.space;
  }

  /** Cache version: changes whenever published content changes. */
  get cv(): number {
    const times = this.data.stories.map((s) => Date.parse(s.updated_at ?? s.published_at ?? s.created_at));
    return Math.floor(Math.max(0, ...times) / 1000);
  }

  replace(data: ContentData): void {
    this.data = data;
  }

  /**
   * A local edit, as an editor's save and publish in the CMS: fields merged into the content (in
   * memory; `reload` reads the files again), published or unpublished, with a new publication time.
   */
  edit(id: number, change: { content?: Record<string, unknown>; published?: boolean }, now = new Date()): StoredStory | undefined {
    const story = this.data.stories.find((s) => s.id === id);
    if (!story) return undefined;
    if (change.content) story.content = { ...story.content, ...change.content } as StoredStory['content'];
    story.published = change.published ?? true;
    story.updated_at = now.toISOString();
    if (story.published) story.published_at = now.toISOString();
    return story;
  }

  isLanguageCode(code: string | undefined | null): code is string {
    return !!code && this.data.space.language_codes.includes(code);
  }

  /** Stories visible in a version (the CDN never lists folders). */
  visible(version: Version): StoredStory[] {
    return this.data.stories.filter((s) => !s.is_folder && (version === 'draft' || s.published));
  }

  /** Folders and stories, as the links endpoint lists them. */
  entries(version: Version): StoredStory[] {
    return this.data.stories.filter((s) => s.is_folder || version === 'draft' || s.published);
  }

  datasource(slug: string): Datasource | undefined {
    return this.data.datasources.find((d) => d.slug === slug);
  }

  get datasources(): Datasource[] {
    return this.data.datasources;
  }

  /** The full slug of a story in a language code (prefixed with the code), or the default full slug. */
  localisedFullSlug(story: StoredStory, lang: string | null): string {
    if (!this.isLanguageCode(lang)) return story.full_slug;
    return `${lang}/${story.translated_slugs[lang]?.path ?? story.full_slug}`;
  }

  /**
   * Finds a story by a full slug as the CDN API takes it: `products/ac-thor` (default language)
   * or `en/products/ac-thor` (translated path, language taken from the prefix).
   */
  findBySlug(slug: string, version: Version): { story: StoredStory; lang: string | null } | undefined {
    // a folder's path answers its start page (`produkte` and `produkte/` find `produkte/`)
    const trim = (path: string) => path.replace(/^\/+|\/+$/g, '');
    const clean = trim(slug);
    const [first, ...rest] = clean.split('/');
    const stories = this.visible(version);
    if (this.isLanguageCode(first)) {
      const path = rest.join('/');
      const story =
        stories.find((s) => trim(s.translated_slugs[first]?.path ?? s.full_slug) === path) ??
        stories.find((s) => trim(s.full_slug) === path);
      if (story) return { story, lang: first };
    }
    const story = stories.find((s) => trim(s.full_slug) === clean);
    return story ? { story, lang: null } : undefined;
  }

  view(story: StoredStory, version: Version, lang: string | null): StoryView {
    const code = this.isLanguageCode(lang) ? lang : null;
    const content = (version === 'draft' && story.draft ? story.draft.content : story.content) ?? { _uid: String(story.id), component: 'folder' };
    return {
      id: story.id,
      uuid: story.uuid,
      name: code ? (story.translated_slugs[code]?.name ?? story.name) : story.name,
      slug: story.slug,
      full_slug: this.localisedFullSlug(story, code),
      default_full_slug: story.full_slug,
      created_at: story.created_at,
      updated_at: story.updated_at ?? story.published_at ?? story.created_at,
      published_at: story.published_at,
      first_published_at: story.first_published_at,
      sort_by_date: story.sort_by_date,
      position: story.position,
      tag_list: story.tag_list,
      is_startpage: story.is_startpage,
      parent_id: story.parent_id,
      group_id: story.uuid,
      lang: code ?? 'default',
      path: null,
      alternates: [],
      translated_slugs: this.data.space.language_codes.map((code) => ({
        lang: code,
        path: story.translated_slugs[code]?.path ?? story.full_slug,
        name: story.translated_slugs[code]?.name ?? story.name,
        published: story.published,
      })),
      content: localise<Blok>(content, code),
    };
  }
}

