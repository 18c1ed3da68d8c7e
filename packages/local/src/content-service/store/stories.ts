import { randomUUID } from 'node:crypto';
import type { Blok, StoredStory, TranslatedSlug } from '../types.js';
import { BLANK, RecordNotFound, TAKEN, Unprocessable } from './errors.js';
import type { SpaceState } from './space.js';

/** A story or folder as the Management API writes it (every key optional on update). */
export interface StoryChange {
  name?: string;
  slug?: string;
  parent_id?: number;
  is_folder?: boolean;
  is_startpage?: boolean;
  position?: number;
  content?: Blok;
  tag_list?: string[];
  sort_by_date?: string | null;
  first_published_at?: string | null;
  /** nested attributes: with `id` an update (or `_destroy`), without one a new translated slug */
  translated_slugs?: { id?: number; lang?: string; slug?: string; name?: string | null; _destroy?: boolean }[];
}

const lastSegment = (path: string) => path.replace(/\/+$/, '').split('/').pop() ?? '';

/** Stories and folders: the Management API's writes, the local edit, and each story's own translated slugs. */
export class StoryRecords {
  /** each story's own translated slugs (`StoredStory.translated_slugs` holds the full paths built from them) */
  private ownSlugs = new Map<number, TranslatedSlug[]>();
  /** when a story was last deleted (ms): the cache version must change though no story's time does */
  deletedAt = 0;

  constructor(
    private readonly space: SpaceState,
    private readonly translatableSlugs: boolean,
  ) {}

  /** Starts over with the space's stories: their own translated slug segments are derived from the paths. */
  reset(): void {
    this.ownSlugs.clear();
    this.deletedAt = 0;
    for (const story of this.space.data.stories) {
      if (!this.translatableSlugs) story.translated_slugs = {};
      const slugs = Object.entries(story.translated_slugs).map(([lang, { path, name }]) => ({ id: this.space.nextId(), lang, slug: lastSegment(path), name }));
      this.ownSlugs.set(story.id, slugs);
    }
  }

  translatedSlugs(storyId: number): TranslatedSlug[] {
    return this.ownSlugs.get(storyId) ?? [];
  }

  /**
   * A local edit, as an editor's save and publish in the CMS: fields merged into the content (in
   * memory; `reload` reads the files again), published or unpublished, with a new publication time.
   */
  edit(id: number, change: { content?: Record<string, unknown>; published?: boolean }, now: Date): StoredStory | undefined {
    const story = this.space.story(id);
    if (!story) return undefined;
    if (change.content) story.content = { ...story.content, ...change.content } as StoredStory['content'];
    story.published = change.published ?? true;
    story.updated_at = now.toISOString();
    if (story.published) story.published_at = now.toISOString();
    return story;
  }

  /** Creates a story or folder; a draft unless `publish` (the CDN serves it with version=draft only). */
  create(change: StoryChange, publish: boolean, now: Date): StoredStory {
    const time = now.toISOString();
    const blank = { ...(change.name ? {} : { name: BLANK }), ...(change.slug ? {} : { slug: BLANK }) };
    if (Object.keys(blank).length) throw new Unprocessable(blank);
    const story: StoredStory = {
      id: 0,
      uuid: randomUUID(),
      name: change.name!,
      slug: change.slug!,
      full_slug: '',
      parent_id: change.parent_id ?? 0,
      position: change.position ?? 0,
      is_startpage: change.is_startpage ?? false,
      tag_list: change.tag_list ?? [],
      published: false,
      created_at: time,
      updated_at: time,
      published_at: null,
      first_published_at: change.first_published_at ?? null,
      sort_by_date: change.sort_by_date ?? null,
      translated_slugs: {},
    };
    if (change.is_folder) story.is_folder = true;
    // a story created without content gets an empty one of the default content type, as in the editor
    else story.content = change.content ?? { _uid: randomUUID(), component: 'page' };
    const slugs = this.applySlugChanges([], change.translated_slugs ?? []);
    this.place(story, slugs, null);
    story.id = this.space.nextId();
    this.space.data.stories.push(story);
    this.ownSlugs.set(story.id, slugs.map((slug) => ({ ...slug, id: slug.id || this.space.nextId() })));
    if (publish) this.publish(story.id, now);
    return story;
  }

  /** Changes a story or folder; its content becomes unpublished changes of a published story unless `publish`. */
  update(id: number, change: StoryChange, publish: boolean, now: Date): StoredStory {
    const story = this.space.story(id);
    if (!story) throw new RecordNotFound();
    if (change.is_folder !== undefined && change.is_folder !== (story.is_folder ?? false)) {
      throw new Unprocessable({ is_folder: ["can't be changed"] });
    }
    for (const key of ['name', 'slug'] as const) if (change[key] === '') throw new Unprocessable({ [key]: BLANK });
    const next: StoredStory = {
      ...story,
      ...(change.name !== undefined && { name: change.name }),
      ...(change.slug !== undefined && { slug: change.slug }),
      ...(change.parent_id !== undefined && { parent_id: change.parent_id }),
      ...(change.is_startpage !== undefined && { is_startpage: change.is_startpage }),
      ...(change.position !== undefined && { position: change.position }),
      ...(change.tag_list !== undefined && { tag_list: change.tag_list }),
      ...(change.sort_by_date !== undefined && { sort_by_date: change.sort_by_date }),
      ...(change.first_published_at !== undefined && { first_published_at: change.first_published_at }),
    };
    const slugs = this.applySlugChanges(this.translatedSlugs(id), change.translated_slugs ?? []);
    this.place(next, slugs, story);
    if (change.content && !story.is_folder) {
      if (story.published && !publish) next.draft = { content: change.content };
      else {
        next.content = change.content;
        delete next.draft;
      }
    }
    next.updated_at = now.toISOString();
    Object.assign(story, next);
    if (!next.draft) delete story.draft;
    this.ownSlugs.set(id, slugs.map((slug) => ({ ...slug, id: slug.id || this.space.nextId() })));
    this.refreshDescendants(story);
    if (publish) this.publish(id, now);
    return story;
  }

  /** Publishes the story's latest version: the CDN's published answers show it. */
  publish(id: number, now: Date): StoredStory {
    const story = this.space.story(id);
    if (!story) throw new RecordNotFound();
    const time = now.toISOString();
    if (story.draft) {
      story.content = story.draft.content;
      delete story.draft;
    }
    story.published = true;
    story.published_at = time;
    story.first_published_at ??= time;
    story.updated_at = time;
    return story;
  }

  /**
   * Takes the story out of the published version: the CDN serves it with version=draft only. Its
   * unpublished changes become its content, as an unpublished story keeps no separate draft.
   */
  unpublish(id: number, now: Date): StoredStory {
    const story = this.space.story(id);
    if (!story) throw new RecordNotFound();
    if (story.draft) {
      story.content = story.draft.content;
      delete story.draft;
    }
    story.published = false;
    story.updated_at = now.toISOString();
    return story;
  }

  /**
   * Deletes a story, or a folder with everything under it (as Storyblok's editor does), with their
   * translated slugs. Returns what was deleted, the story itself first.
   */
  delete(id: number, now: Date): StoredStory[] {
    const story = this.space.story(id);
    if (!story) throw new RecordNotFound();
    const stories = this.space.data.stories;
    const deleted = [story];
    for (let i = 0; i < deleted.length; i++) deleted.push(...stories.filter((s) => s.parent_id === deleted[i]!.id));
    for (const gone of deleted) {
      stories.splice(stories.indexOf(gone), 1);
      this.ownSlugs.delete(gone.id);
    }
    this.deletedAt = Math.max(this.deletedAt, now.getTime());
    return deleted;
  }

  /** Nested attributes: `id` updates (or `_destroy` removes) a translated slug, no `id` adds one (id 0 until stored). */
  private applySlugChanges(current: TranslatedSlug[], changes: NonNullable<StoryChange['translated_slugs']>): TranslatedSlug[] {
    const slugs = current.map((slug) => ({ ...slug }));
    for (const change of changes) {
      if (change.id !== undefined) {
        const index = slugs.findIndex((slug) => slug.id === change.id);
        if (index < 0) throw new RecordNotFound();
        const slug = slugs[index]!;
        if (change._destroy) slugs.splice(index, 1);
        if (change.lang !== undefined) slug.lang = change.lang;
        if (change.slug !== undefined) slug.slug = change.slug;
        if (change.name !== undefined) slug.name = change.name;
        continue;
      }
      if (change._destroy) continue;
      slugs.push({ id: 0, lang: change.lang ?? '', slug: change.slug ?? '', name: change.name ?? null });
    }
    for (const slug of slugs) {
      if (!this.space.isLanguageCode(slug.lang)) throw new Unprocessable({ 'translated_slugs.lang': [`must be one of the space's languages (${this.space.data.space.language_codes.join(', ')})`] });
      if (!slug.slug) throw new Unprocessable({ 'translated_slugs.slug': BLANK });
      if (slug.slug.includes('/')) throw new Unprocessable({ 'translated_slugs.slug': ['is invalid'] });
    }
    if (new Set(slugs.map((slug) => slug.lang)).size < slugs.length) throw new Unprocessable({ 'translated_slugs.lang': TAKEN });
    return slugs;
  }

  /**
   * Checks where a story goes (its parent must be a folder, its slug free there, a start page
   * needs a folder) and computes its full slug and each language's translated path from the
   * folders' translated slugs and its own.
   */
  private place(story: StoredStory, slugs: TranslatedSlug[], existing: StoredStory | null): void {
    if (story.slug.includes('/')) throw new Unprocessable({ slug: ['is invalid'] });
    const parent = story.parent_id ? this.space.story(story.parent_id) : undefined;
    if (story.parent_id && !parent?.is_folder) throw new Unprocessable({ parent_id: ['must be a folder'] });
    for (let ancestor = parent; ancestor; ancestor = ancestor.parent_id ? this.space.story(ancestor.parent_id) : undefined) {
      if (existing && ancestor.id === existing.id) throw new Unprocessable({ parent_id: ["can't be the folder itself or one of its subfolders"] });
    }
    if (story.is_startpage && (story.is_folder || !parent)) throw new Unprocessable({ is_startpage: ['only a story in a folder can be its start page'] });
    Object.assign(story, this.paths(story, parent, slugs));
    const others = this.space.data.stories.filter((s) => s !== existing);
    if (others.some((s) => (s.parent_id === story.parent_id && s.slug === story.slug) || s.full_slug === story.full_slug)) {
      throw new Unprocessable({ slug: TAKEN });
    }
  }

  private paths(story: StoredStory, parent: StoredStory | undefined, slugs: TranslatedSlug[]): Pick<StoredStory, 'full_slug' | 'translated_slugs'> {
    const below = (path: string | undefined, segment: string) => (path === undefined ? segment : story.is_startpage ? `${path}/` : `${path}/${segment}`);
    const translated: StoredStory['translated_slugs'] = {};
    for (const lang of this.space.data.space.language_codes) {
      const own = slugs.find((slug) => slug.lang === lang);
      const inherited = parent?.translated_slugs[lang];
      if (!own && !inherited) continue;
      translated[lang] = { path: below(inherited?.path ?? parent?.full_slug, own?.slug ?? story.slug), name: own?.name || story.name };
    }
    return { full_slug: below(parent?.full_slug, story.slug), translated_slugs: translated };
  }

  /** A moved or renamed folder moves everything under it. */
  private refreshDescendants(folder: StoredStory): void {
    for (const child of this.space.data.stories.filter((s) => s.parent_id === folder.id)) {
      Object.assign(child, this.paths(child, folder, this.translatedSlugs(child.id)));
      this.refreshDescendants(child);
    }
  }
}
