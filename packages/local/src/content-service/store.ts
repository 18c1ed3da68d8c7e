import type { ContentData } from '@pv/cms/space-files';
import { AssetRecords } from './store/assets.js';
import { cdnStoryView, localisedFullSlug } from './store/cdn-views.js';
import { ComponentRecords } from './store/components.js';
import { type DatasourceChange, DatasourceRecords } from './store/datasources.js';
import { SpaceState } from './store/space.js';
import { type StoryChange, StoryRecords } from './store/stories.js';
import type { Asset, Component, ComponentGroup, Datasource, DatasourceEntry, Dimension, SpaceInfo, StoredStory, StoryView, TranslatedSlug, Version } from './types.js';

export { localise } from './store/cdn-views.js';
export type { DatasourceChange } from './store/datasources.js';
export { RecordNotFound, Unprocessable } from './store/errors.js';
export type { StoryChange } from './store/stories.js';

/**
 * The content store: lookups and the localised views the CDN API answers with, and the writes of
 * the Management API (stories and folders, datasources, components, assets) into the same data.
 * Each resource's writes are its records' (store/); the store answers for all of them.
 */
export class ContentStore {
  private readonly state: SpaceState;
  private readonly storyRecords: StoryRecords;
  private readonly datasourceRecords: DatasourceRecords;
  private readonly componentRecords: ComponentRecords;
  private readonly assetRecords: AssetRecords;

  /**
   * Whether the space has Storyblok's Translatable Slugs app (Growth plan and above). Without it,
   * as in Storyblok, stories keep no translated slugs and the CDN answers none.
   */
  readonly translatableSlugs: boolean;

  constructor(data: ContentData, options: { translatableSlugs?: boolean } = {}) {
    this.translatableSlugs = options.translatableSlugs ?? true;
    this.state = new SpaceState(data);
    this.storyRecords = new StoryRecords(this.state, this.translatableSlugs);
    this.datasourceRecords = new DatasourceRecords(this.state);
    this.componentRecords = new ComponentRecords(this.state);
    this.assetRecords = new AssetRecords(this.state);
    this.replace(data);
  }

  get space(): SpaceInfo {
    return this.state.data.space;
  }

  /** the latest change the cache version was taken from (ms), and that version */
  private versionBasis = { changedAt: Number.NaN, cv: 0 };

  /**
   * Cache version: a Unix time in seconds that grows with every change, as Storyblok's does. Two
   * changes within one second still get two versions (the CDN keeps answers per `cv`: a repeated
   * one would keep serving what was published first).
   */
  get cv(): number {
    const times = this.state.data.stories.map((s) => Date.parse(s.updated_at ?? s.published_at ?? s.created_at));
    const changedAt = Math.max(this.storyRecords.deletedAt, ...times);
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
    this.state.reset(data);
    this.storyRecords.reset();
    this.datasourceRecords.reset();
    this.componentRecords.reset();
    this.assetRecords.reset();
  }

  /** A local edit, as an editor's save and publish in the CMS (story records' `edit`). */
  edit(id: number, change: { content?: Record<string, unknown>; published?: boolean }, now = new Date()): StoredStory | undefined {
    return this.storyRecords.edit(id, change, now);
  }

  isLanguageCode(code: string | undefined | null): code is string {
    return this.state.isLanguageCode(code);
  }

  /** Stories visible in a version (the CDN never lists folders). */
  visible(version: Version): StoredStory[] {
    return this.state.data.stories.filter((s) => !s.is_folder && (version === 'draft' || s.published));
  }

  /** Folders and stories, as the links endpoint lists them. */
  entries(version: Version): StoredStory[] {
    return this.state.data.stories.filter((s) => s.is_folder || version === 'draft' || s.published);
  }

  datasource(slug: string): Datasource | undefined {
    return this.state.data.datasources.find((d) => d.slug === slug);
  }

  get datasources(): Datasource[] {
    return this.state.data.datasources;
  }

  localisedFullSlug(story: StoredStory, lang: string | null): string {
    return localisedFullSlug(this.state, story, lang);
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
    return cdnStoryView(this.state, this.translatableSlugs, story, version, lang);
  }

  // --- Management API: stories and folders (store/stories.ts) ---------------------------------

  /** Every story and folder, as the Management API lists them. */
  get allStories(): StoredStory[] {
    return this.state.data.stories;
  }

  story(id: number): StoredStory | undefined {
    return this.state.story(id);
  }

  translatedSlugs(storyId: number): TranslatedSlug[] {
    return this.storyRecords.translatedSlugs(storyId);
  }

  createStory(change: StoryChange, publish: boolean, now = new Date()): StoredStory {
    return this.storyRecords.create(change, publish, now);
  }

  updateStory(id: number, change: StoryChange, publish: boolean, now = new Date()): StoredStory {
    return this.storyRecords.update(id, change, publish, now);
  }

  publishStory(id: number, now = new Date()): StoredStory {
    return this.storyRecords.publish(id, now);
  }

  unpublishStory(id: number, now = new Date()): StoredStory {
    return this.storyRecords.unpublish(id, now);
  }

  deleteStory(id: number, now = new Date()): StoredStory[] {
    return this.storyRecords.delete(id, now);
  }

  // --- Management API: datasources (store/datasources.ts) -------------------------------------

  datasourceById(id: number): Datasource | undefined {
    return this.datasourceRecords.byId(id);
  }

  dimensionsOf(datasourceId: number): Dimension[] {
    return this.datasourceRecords.dimensionsOf(datasourceId);
  }

  createDatasource(change: DatasourceChange, now = new Date()): Datasource {
    return this.datasourceRecords.create(change, now);
  }

  updateDatasource(id: number, change: DatasourceChange, now = new Date()): Datasource {
    return this.datasourceRecords.update(id, change, now);
  }

  entryById(id: number): { entry: DatasourceEntry; datasource: Datasource } | undefined {
    return this.datasourceRecords.entryById(id);
  }

  createEntry(datasourceId: number, change: { name?: string; value?: string; position?: number }): DatasourceEntry {
    return this.datasourceRecords.createEntry(datasourceId, change);
  }

  updateEntry(id: number, change: { name?: string; value?: string }, dimension?: { id: number; value: string }): DatasourceEntry {
    return this.datasourceRecords.updateEntry(id, change, dimension);
  }

  // --- Management API: components and component groups (store/components.ts) -----------------

  get components(): Component[] {
    return this.componentRecords.components;
  }

  get componentGroups(): ComponentGroup[] {
    return this.componentRecords.componentGroups;
  }

  createComponentGroup(change: { name?: string; parent_id?: number | null }): ComponentGroup {
    return this.componentRecords.createGroup(change);
  }

  updateComponentGroup(id: number, change: { name?: string; parent_id?: number | null }): ComponentGroup {
    return this.componentRecords.updateGroup(id, change);
  }

  createComponent(fields: Record<string, unknown>, now = new Date()): Component {
    return this.componentRecords.create(fields, now);
  }

  updateComponent(id: number, fields: Record<string, unknown>, now = new Date()): Component {
    return this.componentRecords.update(id, fields, now);
  }

  // --- Management API: assets (store/assets.ts) -----------------------------------------------

  get assets(): Asset[] {
    return this.assetRecords.assets;
  }

  createAsset(filename: string, size: string | undefined, now = new Date()): Asset {
    return this.assetRecords.create(filename, size, now);
  }

  putAssetFile(key: string, file: Buffer, contentType: string): boolean {
    return this.assetRecords.putFile(key, file, contentType);
  }

  finishAsset(id: number, now = new Date()): Asset {
    return this.assetRecords.finish(id, now);
  }

  assetFile(key: string): { file: Buffer; contentType: string } | undefined {
    return this.assetRecords.file(key);
  }
}
