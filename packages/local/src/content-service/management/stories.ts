import { randomBytes } from 'node:crypto';
import type { Story } from '@storyblok/management-api-client';
import { type ContentStore, RecordNotFound, type StoryChange, Unprocessable } from '../store.js';
import type { Blok, StoredStory } from '../types.js';
import { type Answer, isObject, type Json, notImplemented, type ManagementRequest, type Routes } from './http.js';
import { flag, idList, integer, invalid, nestedAttributes, nullableText, onlyParams, paged, text, wrapped } from './params.js';

/** Keys Storyblok sends only where the Translatable Slugs app is installed (OpenAPI: "if the app Translatable Slugs is installed"). */
type AppKeys = 'translated_slugs' | 'localized_paths';
type StoryAnswer = Omit<Story, AppKeys> & Partial<Pick<Story, AppKeys>>;

/**
 * Storyblok's rules for story content: an object with its `component` at the root; a blok
 * (an object with `component` or `_uid`) nested only in arrays and carrying both.
 */
function contentProblems(content: Json): string[] {
  const problems: string[] = [];
  if (typeof content.component !== 'string' || !content.component) problems.push('needs its component at the root');
  const walk = (value: unknown, path: string, inArray: boolean) => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${path}[${index}]`, true));
    if (!isObject(value)) return;
    if ('component' in value || '_uid' in value) {
      if (!inArray) problems.push(`${path}: bloks are nested in arrays`);
      if (typeof value.component !== 'string' || !value.component) problems.push(`${path}: a blok needs its component`);
      if (typeof value._uid !== 'string' || !value._uid) problems.push(`${path}: a blok needs its _uid`);
    }
    for (const [key, field] of Object.entries(value)) walk(field, `${path}.${key}`, false);
  };
  for (const [key, field] of Object.entries(content)) if (key !== 'component' && key !== '_uid') walk(field, key, false);
  return problems;
}

function storyChange(raw: Json): StoryChange {
  for (const key of ['publish_at', 'expire_at']) if (raw[key]) throw notImplemented(`scheduling (story.${key})`);
  const change: StoryChange = {};
  const set = <K extends keyof StoryChange>(key: K, value: StoryChange[K] | undefined) => {
    if (value !== undefined) change[key] = value;
  };
  set('name', text(raw, 'name'));
  set('slug', text(raw, 'slug'));
  set('parent_id', raw.parent_id === null ? 0 : integer(raw, 'parent_id'));
  set('is_folder', flag(raw.is_folder, 'is_folder'));
  set('is_startpage', flag(raw.is_startpage, 'is_startpage'));
  set('position', integer(raw, 'position'));
  set('sort_by_date', nullableText(raw, 'sort_by_date'));
  set('first_published_at', nullableText(raw, 'first_published_at'));
  if (raw.tag_list !== undefined) {
    if (!Array.isArray(raw.tag_list) || !raw.tag_list.every((tag) => typeof tag === 'string')) throw invalid('tag_list');
    change.tag_list = raw.tag_list;
  }
  if (raw.content !== undefined) {
    if (!isObject(raw.content)) throw invalid('content', 'must be an object');
    const problems = contentProblems(raw.content);
    if (problems.length) throw new Unprocessable({ content: problems });
    // the root blok's _uid is Storyblok's to give when it is missing
    change.content = { _uid: randomBytes(16).toString('hex'), ...raw.content } as Blok;
  }
  const slugs = nestedAttributes(raw, 'translated_slugs_attributes');
  if (slugs) {
    change.translated_slugs = slugs.map((slug) => {
      const name = nullableText(slug, 'name');
      const id = integer(slug, 'id');
      const lang = text(slug, 'lang');
      const value = text(slug, 'slug');
      return {
        ...(id !== undefined && { id }),
        ...(lang !== undefined && { lang }),
        ...(value !== undefined && { slug: value }),
        ...(name !== undefined && { name }),
        ...(flag(slug._destroy, '_destroy') && { _destroy: true }),
      };
    });
  }
  return change;
}

/** A story's change. Without the Translatable Slugs app Storyblok keeps no translated slugs: they are ignored. */
function storyChangeOf(store: ContentStore, body: Json): StoryChange {
  const change = storyChange(wrapped(body, 'story'));
  if (!store.translatableSlugs) delete change.translated_slugs;
  return change;
}

/** Whether a write publishes too (`publish` in the body or the query). */
const publishes = ({ body, query }: ManagementRequest) => flag(body.publish ?? query.get('publish') ?? undefined, 'publish') ?? false;

/** A story's folders, outermost first, as `breadcrumbs`. */
function ancestors(store: ContentStore, story: StoredStory): StoredStory[] {
  const parent = story.parent_id ? store.story(story.parent_id) : undefined;
  return parent ? [...ancestors(store, parent), parent] : [];
}

function translatedSlugsOf(store: ContentStore, story: StoredStory) {
  return store.translatedSlugs(story.id).map(({ id, lang, slug, name }) => ({ id, lang, slug, name, published: story.published }));
}

/** A story or folder; `withContent` false for lists, which leave the content out as Storyblok's do. */
function storyView(store: ContentStore, story: StoredStory): StoryAnswer;
function storyView(store: ContentStore, story: StoredStory, withContent: false): Omit<StoryAnswer, 'content'>;
function storyView(store: ContentStore, story: StoredStory, withContent = true): Omit<StoryAnswer, 'content'> & Partial<Pick<StoryAnswer, 'content'>> {
  const parent = story.parent_id ? store.story(story.parent_id) : undefined;
  const app = store.translatableSlugs && {
    translated_slugs: translatedSlugsOf(store, story),
    localized_paths: Object.entries(story.translated_slugs).map(([lang, { path, name }]) => ({ lang, path, name, published: story.published })),
  };
  return {
    id: story.id,
    uuid: story.uuid,
    name: story.name,
    slug: story.slug,
    full_slug: story.full_slug,
    path: null,
    parent_id: story.parent_id,
    parent: parent ? { id: parent.id, uuid: parent.uuid, name: parent.name, slug: parent.slug } : null,
    breadcrumbs: ancestors(store, story).map((folder) => ({
      id: folder.id,
      name: folder.name,
      parent_id: folder.parent_id || null,
      slug: folder.slug,
      path: null,
      disble_fe_editor: false,
      disable_fe_editor: false,
      translated_slugs: store.translatableSlugs ? translatedSlugsOf(store, folder) : [],
    })),
    group_id: story.uuid,
    alternates: [],
    is_folder: story.is_folder ?? false,
    is_startpage: story.is_startpage,
    position: story.position,
    tag_list: story.tag_list,
    sort_by_date: story.sort_by_date,
    created_at: story.created_at,
    updated_at: story.updated_at ?? story.created_at,
    published_at: story.published_at,
    first_published_at: story.first_published_at,
    published: story.published,
    unpublished_changes: !!story.draft,
    deleted_at: null,
    default_root: null,
    disble_fe_editor: false,
    disable_fe_editor: false,
    meta_data: null,
    imported_at: null,
    // the stand-in signs no preview links of its own (its visual editor does, with the preview token)
    preview_token: { token: '', timestamp: '' },
    pinned: false,
    publish_at: null,
    expire_at: null,
    // no editor ever changed a story here, nor locked, scheduled or favoured one
    last_author: null,
    last_author_id: null,
    user_ids: [],
    space_role_ids: [],
    translated_stories: [],
    can_not_view: null,
    is_scheduled: null,
    scheduled_dates: null,
    ideas: [],
    favourite_for_user_ids: [],
    ...app,
    // a folder has no content of its own
    ...(withContent && { content: story.draft?.content ?? story.content ?? {} }),
  };
}

function storiesList(store: ContentStore, query: URLSearchParams): Answer {
  onlyParams(query, ['page', 'per_page', 'with_slug', 'starts_with', 'by_ids', 'by_uuids', 'excluding_ids', 'with_parent', 'folder_only', 'story_only']);
  const byIds = idList(query, 'by_ids')?.map(Number);
  const byUuids = idList(query, 'by_uuids');
  const excludingIds = idList(query, 'excluding_ids')?.map(Number);
  const withSlug = query.get('with_slug');
  const startsWith = query.get('starts_with');
  const withParent = query.has('with_parent') ? Number(query.get('with_parent')) : undefined;
  const folderOnly = flag(query.get('folder_only') ?? undefined, 'folder_only');
  const storyOnly = flag(query.get('story_only') ?? undefined, 'story_only');
  const stories = store.allStories
    .filter((s) => withSlug === null || s.full_slug === withSlug)
    .filter((s) => startsWith === null || s.full_slug.startsWith(startsWith))
    .filter((s) => !byIds || byIds.includes(s.id))
    .filter((s) => !byUuids || byUuids.includes(s.uuid))
    .filter((s) => !excludingIds || !excludingIds.includes(s.id))
    .filter((s) => withParent === undefined || s.parent_id === withParent)
    .filter((s) => !folderOnly || s.is_folder)
    .filter((s) => !storyOnly || !s.is_folder)
    .sort((a, b) => a.id - b.id);
  const { items, headers } = paged(stories, query, 100);
  // the list leaves the content out, as Storyblok's does
  return { body: { stories: items.map((s) => storyView(store, s, false)) }, headers };
}

/** Stories and folders. */
export function storyRoutes(store: ContentStore): Routes {
  return {
    'GET stories': ({ query }) => storiesList(store, query),
    'POST stories': (request) => ({ status: 201, body: { story: storyView(store, store.createStory(storyChangeOf(store, request.body), publishes(request))) } }),
    'GET stories/:id': ({ id }) => {
      const story = store.story(id);
      if (!story) throw new RecordNotFound();
      return { body: { story: storyView(store, story) } };
    },
    'PUT stories/:id': (request) => ({ body: { story: storyView(store, store.updateStory(request.id, storyChangeOf(store, request.body), publishes(request))) } }),
    'GET stories/:id/publish': ({ id, query }) => {
      if (query.has('lang')) throw notImplemented('publishing single languages (lang)');
      return { body: { story: storyView(store, store.publishStory(id)) } };
    },
    'GET stories/:id/unpublish': ({ id, query }) => {
      if (query.has('lang')) throw notImplemented('unpublishing single languages (lang)');
      return { body: { story: storyView(store, store.unpublishStory(id)) } };
    },
    'DELETE stories/:id': ({ id }) => {
      const story = store.story(id);
      if (!story) throw new RecordNotFound();
      // viewed before it goes: its translated slugs go with it
      const view = storyView(store, story);
      store.deleteStory(id);
      return { body: { story: view } };
    },
  };
}
