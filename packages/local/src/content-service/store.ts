import { randomBytes, randomUUID } from 'node:crypto';
import { posix } from 'node:path';
import { type ContentData, contentTypeOf, I18N_MARK } from '@pv/cms/space-files';
import { markEditable } from './editable.js';
import type {
  Asset,
  Blok,
  Component,
  ComponentGroup,
  Datasource,
  DatasourceEntry,
  Dimension,
  SpaceInfo,
  StoredStory,
  StoryView,
  TranslatedSlug,
  Version,
} from './types.js';

/** A write the Management API refuses, with Storyblok's 422 body: messages per field. */
export class Unprocessable extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.entries(errors).map(([field, messages]) => `${field} ${messages.join(', ')}`).join('; '));
  }
}

/** A write naming a record that does not exist (404). */
export class RecordNotFound extends Error {}

const TAKEN = ['has already been taken'];
const BLANK = ["can't be blank"];


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

export interface DatasourceChange {
  name?: string;
  slug?: string;
  /** nested attributes, as `translated_slugs` */
  dimensions?: { id?: number; name?: string; entry_value?: string; _destroy?: boolean }[];
}

const lastSegment = (path: string) => path.replace(/\/+$/, '').split('/').pop() ?? '';

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

/**
 * The content store: lookups and the localised views the CDN API answers with, and the writes of
 * the Management API (stories and folders, datasources, components, assets) into the same data.
 */
export class ContentStore {
  private data!: ContentData;
  /** each story's own translated slugs (`StoredStory.translated_slugs` holds the full paths built from them) */
  private ownSlugs = new Map<number, TranslatedSlug[]>();
  private dimensionsById = new Map<number, Dimension[]>();
  components: Component[] = [];
  componentGroups: ComponentGroup[] = [];
  assets: Asset[] = [];
  /** one id sequence for every record the Management API creates */
  private lastId = 0;
  /** when a story was last deleted (ms): the cache version must change though no story's time does */
  private deletedAt = 0;

  /**
   * Whether the space has Storyblok's Translatable Slugs app (Growth plan and above). Without it,
   * as in Storyblok, stories keep no translated slugs and the CDN answers none.
   */
  readonly translatableSlugs: boolean;

  constructor(data: ContentData, options: { translatableSlugs?: boolean } = {}) {
    this.translatableSlugs = options.translatableSlugs ?? true;
    this.replace(data);
  }

  get space(): SpaceInfo {
    return this.data.space;
  }

  /** the latest change the cache version was taken from (ms), and that version */
  private versionBasis = { changedAt: Number.NaN, cv: 0 };

  /**
   * Cache version: a Unix time in seconds that grows with every change, as Storyblok's does. Two
   * changes within one second still get two versions (the CDN keeps answers per `cv`: a repeated
   * one would keep serving what was published first).
   */
  get cv(): number {
    const times = this.data.stories.map((s) => Date.parse(s.updated_at ?? s.published_at ?? s.created_at));
    const changedAt = Math.max(this.deletedAt, ...times);
    if (changedAt !== this.versionBasis.changedAt) {
      this.versionBasis = { changedAt, cv: Math.max(Math.floor(changedAt / 1000), this.versionBasis.cv + 1) };
    }
    return this.versionBasis.cv;
  }

  /**
   * Starts over from `data` (the demo space as files, or an empty space): the Management API's own
   * records are derived from it (translated slug segments, datasource dimensions), or empty.
   */
  replace(data: ContentData): void {
    this.data = data;
    this.components = [];
    this.componentGroups = [];
    this.assets = [];
    this.ownSlugs.clear();
    this.dimensionsById.clear();
    this.deletedAt = 0;
    const ids = [...data.stories.map((s) => s.id), ...data.datasources.flatMap((d) => [d.id, ...d.entries.map((e) => e.id)])];
    this.lastId = Math.max(0, ...ids);
    for (const story of data.stories) {
      if (!this.translatableSlugs) story.translated_slugs = {};
      const slugs = Object.entries(story.translated_slugs).map(([lang, { path, name }]) => ({ id: this.nextId(), lang, slug: lastSegment(path), name }));
      this.ownSlugs.set(story.id, slugs);
    }
    const now = new Date().toISOString();
    for (const datasource of data.datasources) {
      const codes = [...new Set(datasource.entries.flatMap((e) => Object.keys(e.dimensions ?? {})))];
      const dimensions = codes.map((code) => ({ id: this.nextId(), name: code, entry_value: code, datasource_id: datasource.id, created_at: now, updated_at: now }));
      this.dimensionsById.set(datasource.id, dimensions);
    }
  }

  private nextId(): number {
    return ++this.lastId;
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

  /**
   * A story as the CDN answers it in a version and language. Draft answers carry Storyblok's
   * `_editable` comment on every blok of the content (published ones none).
   */
  view(story: StoredStory, version: Version, lang: string | null): StoryView {
    const code = this.isLanguageCode(lang) ? lang : null;
    const stored = (version === 'draft' && story.draft ? story.draft.content : story.content) ?? { _uid: String(story.id), component: 'folder' };
    const content = localise<Blok>(stored, code);
    markEditable(content, version === 'draft' ? { space: this.data.space.id, storyId: story.id } : null);
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
      meta_data: null,
      alternates: [],
      ...(this.translatableSlugs && {
        translated_slugs: this.data.space.language_codes.map((code) => ({
          lang: code,
          path: story.translated_slugs[code]?.path ?? story.full_slug,
          name: story.translated_slugs[code]?.name ?? story.name,
          published: story.published,
        })),
      }),
      content,
    };
  }

  // --- Management API: stories and folders ---------------------------------------------------

  /** Every story and folder, as the Management API lists them. */
  get allStories(): StoredStory[] {
    return this.data.stories;
  }

  story(id: number): StoredStory | undefined {
    return this.data.stories.find((s) => s.id === id);
  }

  translatedSlugs(storyId: number): TranslatedSlug[] {
    return this.ownSlugs.get(storyId) ?? [];
  }

  /** Creates a story or folder; a draft unless `publish` (the CDN serves it with version=draft only). */
  createStory(change: StoryChange, publish: boolean, now = new Date()): StoredStory {
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
    this.placeStory(story, slugs, null);
    story.id = this.nextId();
    this.data.stories.push(story);
    this.ownSlugs.set(story.id, slugs.map((slug) => ({ ...slug, id: slug.id || this.nextId() })));
    if (publish) this.publishStory(story.id, now);
    return story;
  }

  /** Changes a story or folder; its content becomes unpublished changes of a published story unless `publish`. */
  updateStory(id: number, change: StoryChange, publish: boolean, now = new Date()): StoredStory {
    const story = this.story(id);
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
    this.placeStory(next, slugs, story);
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
    this.ownSlugs.set(id, slugs.map((slug) => ({ ...slug, id: slug.id || this.nextId() })));
    this.refreshDescendants(story);
    if (publish) this.publishStory(id, now);
    return story;
  }

  /** Publishes the story's latest version: the CDN's published answers show it. */
  publishStory(id: number, now = new Date()): StoredStory {
    const story = this.story(id);
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
  unpublishStory(id: number, now = new Date()): StoredStory {
    const story = this.story(id);
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
  deleteStory(id: number, now = new Date()): StoredStory[] {
    const story = this.story(id);
    if (!story) throw new RecordNotFound();
    const deleted = [story];
    for (let i = 0; i < deleted.length; i++) deleted.push(...this.data.stories.filter((s) => s.parent_id === deleted[i]!.id));
    for (const gone of deleted) {
      this.data.stories.splice(this.data.stories.indexOf(gone), 1);
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
      if (!this.isLanguageCode(slug.lang)) throw new Unprocessable({ 'translated_slugs.lang': [`must be one of the space's languages (${this.data.space.language_codes.join(', ')})`] });
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
  private placeStory(story: StoredStory, slugs: TranslatedSlug[], existing: StoredStory | null): void {
    if (story.slug.includes('/')) throw new Unprocessable({ slug: ['is invalid'] });
    const parent = story.parent_id ? this.story(story.parent_id) : undefined;
    if (story.parent_id && !parent?.is_folder) throw new Unprocessable({ parent_id: ['must be a folder'] });
    for (let ancestor = parent; ancestor; ancestor = ancestor.parent_id ? this.story(ancestor.parent_id) : undefined) {
      if (existing && ancestor.id === existing.id) throw new Unprocessable({ parent_id: ["can't be the folder itself or one of its subfolders"] });
    }
    if (story.is_startpage && (story.is_folder || !parent)) throw new Unprocessable({ is_startpage: ['only a story in a folder can be its start page'] });
    Object.assign(story, this.paths(story, parent, slugs));
    const others = this.data.stories.filter((s) => s !== existing);
    if (others.some((s) => (s.parent_id === story.parent_id && s.slug === story.slug) || s.full_slug === story.full_slug)) {
      throw new Unprocessable({ slug: TAKEN });
    }
  }

  private paths(story: StoredStory, parent: StoredStory | undefined, slugs: TranslatedSlug[]): Pick<StoredStory, 'full_slug' | 'translated_slugs'> {
    const below = (path: string | undefined, segment: string) => (path === undefined ? segment : story.is_startpage ? `${path}/` : `${path}/${segment}`);
    const translated: StoredStory['translated_slugs'] = {};
    for (const lang of this.data.space.language_codes) {
      const own = slugs.find((slug) => slug.lang === lang);
      const inherited = parent?.translated_slugs[lang];
      if (!own && !inherited) continue;
      translated[lang] = { path: below(inherited?.path ?? parent?.full_slug, own?.slug ?? story.slug), name: own?.name || story.name };
    }
    return { full_slug: below(parent?.full_slug, story.slug), translated_slugs: translated };
  }

  /** A moved or renamed folder moves everything under it. */
  private refreshDescendants(folder: StoredStory): void {
    for (const child of this.data.stories.filter((s) => s.parent_id === folder.id)) {
      Object.assign(child, this.paths(child, folder, this.translatedSlugs(child.id)));
      this.refreshDescendants(child);
    }
  }

  // --- Management API: datasources -----------------------------------------------------------

  datasourceById(id: number): Datasource | undefined {
    return this.data.datasources.find((d) => d.id === id);
  }

  dimensionsOf(datasourceId: number): Dimension[] {
    return this.dimensionsById.get(datasourceId) ?? [];
  }

  createDatasource(change: DatasourceChange, now = new Date()): Datasource {
    const datasource: Datasource = { id: 0, name: change.name ?? '', slug: change.slug ?? '', entries: [] };
    this.checkDatasource(datasource, null);
    const dimensions = this.applyDimensionChanges(datasource, [], change.dimensions ?? [], now);
    datasource.id = this.nextId();
    this.data.datasources.push(datasource);
    this.dimensionsById.set(datasource.id, dimensions.map((d) => ({ ...d, id: d.id || this.nextId(), datasource_id: datasource.id })));
    return datasource;
  }

  updateDatasource(id: number, change: DatasourceChange, now = new Date()): Datasource {
    const datasource = this.datasourceById(id);
    if (!datasource) throw new RecordNotFound();
    const next = { ...datasource, ...(change.name !== undefined && { name: change.name }), ...(change.slug !== undefined && { slug: change.slug }) };
    this.checkDatasource(next, datasource);
    const dimensions = this.applyDimensionChanges(datasource, this.dimensionsOf(id), change.dimensions ?? [], now);
    datasource.name = next.name;
    datasource.slug = next.slug;
    this.dimensionsById.set(id, dimensions.map((d) => ({ ...d, id: d.id || this.nextId() })));
    return datasource;
  }

  private checkDatasource(datasource: Datasource, existing: Datasource | null): void {
    const errors: Record<string, string[]> = {};
    const others = this.data.datasources.filter((d) => d !== existing);
    for (const key of ['name', 'slug'] as const) {
      if (!datasource[key]) errors[key] = BLANK;
      else if (others.some((d) => d[key] === datasource[key])) errors[key] = TAKEN;
    }
    if (Object.keys(errors).length) throw new Unprocessable(errors);
  }

  /** Dimensions as nested attributes; a renamed dimension code carries its entries' values along. */
  private applyDimensionChanges(datasource: Datasource, current: Dimension[], changes: NonNullable<DatasourceChange['dimensions']>, now: Date): Dimension[] {
    const time = now.toISOString();
    const dimensions = current.map((d) => ({ ...d }));
    const renames: [string, string][] = [];
    const removed: string[] = [];
    for (const change of changes) {
      if (change.id === undefined) {
        if (change._destroy) continue;
        dimensions.push({ id: 0, name: change.name ?? '', entry_value: change.entry_value ?? '', datasource_id: datasource.id, created_at: time, updated_at: time });
        continue;
      }
      const index = dimensions.findIndex((d) => d.id === change.id);
      const dimension = dimensions[index];
      if (!dimension) throw new RecordNotFound();
      if (change._destroy) {
        removed.push(dimension.entry_value);
        dimensions.splice(index, 1);
        continue;
      }
      if (change.entry_value !== undefined && change.entry_value !== dimension.entry_value) renames.push([dimension.entry_value, change.entry_value]);
      Object.assign(dimension, { ...(change.name !== undefined && { name: change.name }), ...(change.entry_value !== undefined && { entry_value: change.entry_value }), updated_at: time });
    }
    for (const dimension of dimensions) {
      if (!dimension.name) throw new Unprocessable({ 'dimensions.name': BLANK });
      if (!dimension.entry_value) throw new Unprocessable({ 'dimensions.entry_value': BLANK });
    }
    if (new Set(dimensions.map((d) => d.entry_value)).size < dimensions.length) throw new Unprocessable({ 'dimensions.entry_value': TAKEN });
    for (const entry of datasource.entries) {
      if (!entry.dimensions) continue;
      const values = { ...entry.dimensions };
      for (const code of removed) delete values[code];
      for (const [from, to] of renames) if (from in entry.dimensions) values[to] = entry.dimensions[from]!;
      for (const [from] of renames) if (!renames.some(([, to]) => to === from)) delete values[from];
      entry.dimensions = values;
    }
    return dimensions;
  }

  entryById(id: number): { entry: DatasourceEntry; datasource: Datasource } | undefined {
    for (const datasource of this.data.datasources) {
      const entry = datasource.entries.find((e) => e.id === id);
      if (entry) return { entry, datasource };
    }
    return undefined;
  }

  /** Appends an entry; `position` 1 puts it first (Storyblok's numbering starts at 1, 0 appends). */
  createEntry(datasourceId: number, change: { name?: string; value?: string; position?: number }): DatasourceEntry {
    const datasource = this.datasourceById(datasourceId);
    if (!datasource) throw new Unprocessable({ datasource: ['must exist'] });
    const blank = { ...(change.name ? {} : { name: BLANK }), ...(change.value ? {} : { value: BLANK }) };
    if (Object.keys(blank).length) throw new Unprocessable(blank);
    const entry: DatasourceEntry = { id: this.nextId(), name: change.name!, value: change.value! };
    const at = change.position ? Math.min(change.position - 1, datasource.entries.length) : datasource.entries.length;
    datasource.entries.splice(at, 0, entry);
    return entry;
  }

  /** Changes an entry's name or value, or (with a dimension) its value in that dimension: blank clears it. */
  updateEntry(id: number, change: { name?: string; value?: string }, dimension?: { id: number; value: string }): DatasourceEntry {
    const found = this.entryById(id);
    if (!found) throw new RecordNotFound();
    const { entry, datasource } = found;
    for (const key of ['name', 'value'] as const) if (change[key] === '') throw new Unprocessable({ [key]: BLANK });
    const target = dimension && this.dimensionsOf(datasource.id).find((d) => d.id === dimension.id);
    if (dimension && !target) throw new Unprocessable({ dimension_id: ['is not a dimension of the datasource'] });
    if (change.name !== undefined) entry.name = change.name;
    if (change.value !== undefined) entry.value = change.value;
    if (dimension && target) {
      const values = { ...entry.dimensions };
      if (dimension.value === '') delete values[target.entry_value];
      else values[target.entry_value] = dimension.value;
      entry.dimensions = values;
    }
    return entry;
  }

  // --- Management API: components and component groups --------------------------------------

  createComponentGroup(change: { name?: string; parent_id?: number | null }): ComponentGroup {
    const group: ComponentGroup = { id: 0, uuid: randomUUID(), name: change.name ?? '', parent_id: change.parent_id ?? null, parent_uuid: null };
    this.checkComponentGroup(group, null);
    group.id = this.nextId();
    this.componentGroups.push(group);
    return group;
  }

  updateComponentGroup(id: number, change: { name?: string; parent_id?: number | null }): ComponentGroup {
    const group = this.componentGroups.find((g) => g.id === id);
    if (!group) throw new RecordNotFound();
    const next = { ...group, ...(change.name !== undefined && { name: change.name }), ...(change.parent_id !== undefined && { parent_id: change.parent_id }) };
    this.checkComponentGroup(next, group);
    return Object.assign(group, next);
  }

  private checkComponentGroup(group: ComponentGroup, existing: ComponentGroup | null): void {
    if (!group.name) throw new Unprocessable({ name: BLANK });
    const parent = group.parent_id ? this.componentGroups.find((g) => g.id === group.parent_id) : undefined;
    if (group.parent_id && !parent) throw new Unprocessable({ parent_id: ['must be a component group'] });
    const siblings = this.componentGroups.filter((g) => g !== existing && g.parent_id === group.parent_id);
    if (siblings.some((g) => g.name === group.name)) throw new Unprocessable({ name: TAKEN });
    group.parent_uuid = parent?.uuid ?? null;
  }

  /** Creates a component with the keys it is given (its schema is not checked, as Storyblok does not). */
  createComponent(fields: Record<string, unknown>, now = new Date()): Component {
    const time = now.toISOString();
    const component: Component = { is_root: false, is_nestable: true, schema: {}, ...fields, id: 0, name: String(fields.name ?? ''), created_at: time, updated_at: time };
    this.checkComponent(component, null);
    component.id = this.nextId();
    this.components.push(component);
    return component;
  }

  updateComponent(id: number, fields: Record<string, unknown>, now = new Date()): Component {
    const component = this.components.find((c) => c.id === id);
    if (!component) throw new RecordNotFound();
    const next: Component = { ...component, ...fields, id, name: String(fields.name ?? component.name), created_at: component.created_at, updated_at: now.toISOString() };
    this.checkComponent(next, component);
    return Object.assign(component, next);
  }

  private checkComponent(component: Component, existing: Component | null): void {
    if (!component.name) throw new Unprocessable({ name: BLANK });
    if (this.components.some((c) => c !== existing && c.name === component.name)) throw new Unprocessable({ name: TAKEN });
    const group = component.component_group_uuid;
    if (group && !this.componentGroups.some((g) => g.uuid === group)) throw new Unprocessable({ component_group_uuid: ['must be a component group'] });
  }

  // --- Management API: assets ----------------------------------------------------------------

  /**
   * Step one of an upload: the asset's record and its path (`f/{space}/{size}/{hash}/{name}`, size
   * `x` when unknown). Storyblok turns every dot but the extension's into an underscore.
   */
  createAsset(filename: string, size: string | undefined, now = new Date()): Asset {
    const base = posix.basename(filename.replace(/\\/g, '/'));
    const dot = base.lastIndexOf('.');
    const name = dot > 0 ? `${base.slice(0, dot).replaceAll('.', '_')}${base.slice(dot)}` : base;
    if (!name) throw new Unprocessable({ filename: BLANK });
    const time = now.toISOString();
    const asset: Asset = {
      id: this.nextId(),
      key: `f/${this.data.space.id}/${size || 'x'}/${randomBytes(5).toString('hex')}/${name}`,
      short_filename: name,
      content_type: contentTypeOf(name),
      created_at: time,
      updated_at: time,
      finished: false,
    };
    this.assets.push(asset);
    return asset;
  }

  /** Step two: the file, as the signed upload delivers it. */
  putAssetFile(key: string, file: Buffer, contentType: string): boolean {
    const asset = this.assets.find((a) => a.key === key);
    if (!asset) return false;
    Object.assign(asset, { file, content_type: contentType, updated_at: new Date().toISOString() });
    return true;
  }

  /** Step three: the asset is listed (Storyblok reads the file's type and length here). */
  finishAsset(id: number, now = new Date()): Asset {
    const asset = this.assets.find((a) => a.id === id);
    if (!asset) throw new RecordNotFound();
    if (!asset.file) throw new Unprocessable({ file: ['has not been uploaded'] });
    asset.finished = true;
    asset.updated_at = now.toISOString();
    return asset;
  }

  /** An uploaded file by its path under the asset host (`f/1000/…`), served like the demo's asset files. */
  assetFile(key: string): { file: Buffer; contentType: string } | undefined {
    const asset = this.assets.find((a) => a.key === key && a.file);
    return asset?.file && { file: asset.file, contentType: asset.content_type };
  }
}
