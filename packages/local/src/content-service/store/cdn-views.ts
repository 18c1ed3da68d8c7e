import { I18N_MARK } from '@pv/cms/space-files';
import { markEditable } from '../editable.js';
import type { Blok, StoredStory, StoryView, Version } from '../types.js';
import type { SpaceState } from './space.js';

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

/** The full slug of a story in a language code (prefixed with the code), or the default full slug. */
export function localisedFullSlug(space: SpaceState, story: StoredStory, lang: string | null): string {
  if (!space.isLanguageCode(lang)) return story.full_slug;
  return `${lang}/${story.translated_slugs[lang]?.path ?? story.full_slug}`;
}

/**
 * A story as the CDN answers it in a version and language. Draft answers carry Storyblok's
 * `_editable` comment on every blok of the content (published ones none).
 */
export function cdnStoryView(space: SpaceState, translatableSlugs: boolean, story: StoredStory, version: Version, lang: string | null): StoryView {
  const code = space.isLanguageCode(lang) ? lang : null;
  const stored = (version === 'draft' && story.draft ? story.draft.content : story.content) ?? { _uid: String(story.id), component: 'folder' };
  const content = localise<Blok>(stored, code);
  markEditable(content, version === 'draft' ? { space: space.data.space.id, storyId: story.id } : null);
  return {
    id: story.id,
    uuid: story.uuid,
    name: code ? (story.translated_slugs[code]?.name ?? story.name) : story.name,
    slug: story.slug,
    full_slug: localisedFullSlug(space, story, code),
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
    meta_data: null,
    alternates: [],
    ...(translatableSlugs && {
      translated_slugs: space.data.space.language_codes.map((code) => ({
        lang: code,
        path: story.translated_slugs[code]?.path ?? story.full_slug,
        name: story.translated_slugs[code]?.name ?? story.name,
        published: story.published,
      })),
    }),
    content,
  };
}
