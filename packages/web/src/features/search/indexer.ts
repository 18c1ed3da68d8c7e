/**
 * Builds the search index from the content: one record per story and language. `indexAll`
 * replaces the whole index (`npm run search:index`); `indexStory` refreshes one story in every
 * language, removing it where it is no longer published (the publish webhook).
 */
import { MODEL_FIELDS } from '@pv/cms/content-types.generated';
import { algoliasearch } from 'algoliasearch';
import { isDeepStrictEqual } from 'node:util';
import type { ContentClient } from '../../content/client';
import { siteConfig } from '@/config';
import { locales, type Locale } from '@/i18n/routing';
import { currentVersion, getAllStories, getStoryById } from '../../content';
import { isRichText, plainText, text } from '../../content/fields';
import { isInLocale } from '../../content/page-languages';
import { RELATION_FIELDS } from '../../content/relations';
import type { ContentTypeBlok, ContentTypeName, Story } from '../../content/types';
import { searchHosts, SEARCH_TIMEOUTS } from './client';
import { SEARCH_INDEX_SETTINGS } from './settings';
import type { SearchConfig, SearchDefinition, SearchRecord } from './types';

/** Algolia's record limit, and the size records are trimmed to (room for encoding differences) */
export const MAX_RECORD_BYTES = 10_000;
const TARGET_RECORD_BYTES = 9_500;

/** How a content type is indexed: how it is found, and the stories whose text counts as its own. */
export interface IndexDefinition<C extends ContentTypeBlok = ContentTypeBlok> extends SearchDefinition<C> {
  /**
   * Its relation fields whose chosen stories' names and text find it too (a manual is found by its product's
   * name), in the record's `related`. The stories any other relation field chooses add nothing to a record.
   */
  relatedText?: readonly (keyof C & string)[];
}

/** the searched content types, by name (the registry collects them from the content types' folders) */
export type SearchDefinitions = Partial<Record<ContentTypeName, IndexDefinition>>;

/** text fields that never hold words a visitor would search for (`content_problems`: the content checks' list for editors) */
const NON_TEXT_FIELDS = new Set(['_uid', 'component', '_editable', 'seo', 'content_problems', 'firmware_version', 'video_id', 'type']);
/**
 * Field types whose values are choices, numbers or dates, never prose: an option's stored value is an id
 * ("planner", "thermometer") that no visitor reads, so it must not match a query or show in a snippet.
 */
const CHOICE_FIELD_TYPES = new Set(['option', 'options', 'boolean', 'number', 'datetime']);
const RELATIONS: ReadonlySet<string> = new Set(RELATION_FIELDS);
// a relation field is an `options` field too: the stories it chooses are left out by the caller, not here
const isChoiceField = (component: string, field: string) => !RELATIONS.has(`${component}.${field}`) && CHOICE_FIELD_TYPES.has(MODEL_FIELDS[component]?.[field]?.type ?? '');
const NOT_PROSE = /^(https?:\/\/|\/|#|mailto:|[0-9a-f-]{36}$|\d{4}-\d\d-\d\d)/i;

/**
 * Every searchable text of a story's own content, in document order: the stories chosen in relation fields
 * are left out, resolved or not (what they add is `relatedText`).
 */
export function contentText(value: unknown, field = ''): string {
  if (NON_TEXT_FIELDS.has(field) || field.includes('__i18n__')) return '';
  if (typeof value === 'string') return NOT_PROSE.test(value.trim()) ? '' : value;
  if (isRichText(value)) return plainText(value);
  if (Array.isArray(value)) return value.map((item) => contentText(item)).filter(Boolean).join(' ');
  if (value && typeof value === 'object') {
    // asset and link objects carry addresses, not text
    if ('filename' in value || 'linktype' in value) return '';
    const component = 'component' in value && typeof value.component === 'string' ? value.component : null;
    return Object.entries(value)
      .map(([key, item]) =>
        component !== null && (RELATIONS.has(`${component}.${key}`) || isChoiceField(component, key)) ? '' : contentText(item, key),
      )
      .filter(Boolean)
      .join(' ');
  }
  return '';
}

const byteSize = (record: SearchRecord) => Buffer.byteLength(JSON.stringify(record));

/** Cuts a text to about `keep` characters, back to a word boundary. */
const cutAtWord = (value: string, keep: number) => (value.length <= keep ? value : value.slice(0, Math.max(0, keep)).replace(/\s+\S*$/, ''));

/** What the chosen stories may add at most: their names and the start of their text, not a second record */
const RELATED_MAX_CHARS = 2_000;

/**
 * Trims the record until it fits the size limit, at word boundaries: first the story's own text
 * (`content`, a manual's chapters are hundreds of KB), then the chosen stories' (`related`).
 */
export function fitRecord(record: SearchRecord, maxBytes = TARGET_RECORD_BYTES): SearchRecord {
  let fitted = record;
  for (const field of ['content', 'related'] as const) {
    while (byteSize(fitted) > maxBytes && fitted[field]) {
      const value = fitted[field];
      const excess = byteSize(fitted) - maxBytes;
      // keep the share of characters that fits (characters may take several bytes), then back to a word boundary
      const bytes = Buffer.byteLength(value);
      fitted = { ...fitted, [field]: cutAtWord(value, Math.floor((value.length * Math.max(0, bytes - excess)) / bytes) - 8) };
    }
  }
  return fitted;
}

/**
 * What the stories chosen in a content type's `relatedText` fields add to its record: their names and
 * text (a manual is found by its product's name and words). It goes into `related`, searched last and
 * never snipped, so a hit never shows another story's words as its own.
 */
function relatedText(content: ContentTypeBlok, fields: readonly string[]): string {
  const chosen: unknown[] = fields.flatMap((field) => {
    const value: unknown = (content as unknown as Record<string, unknown>)[field];
    return Array.isArray(value) ? value : [];
  });
  return chosen
    .flatMap((story) => (story && typeof story === 'object' && 'name' in story && 'content' in story ? [typeof story.name === 'string' ? story.name : '', contentText(story.content)] : []))
    .filter(Boolean)
    .join(' ');
}

/**
 * The story's content without the fields the record already holds as its name and short text (a title, a
 * description, an FAQ's question): a snippet of `content` would otherwise begin with the hit's own title.
 */
function withoutRepeats(content: ContentTypeBlok, shown: readonly string[]): ContentTypeBlok {
  const repeated = new Set(shown.filter(Boolean));
  return Object.fromEntries(Object.entries(content).filter(([, value]) => !(typeof value === 'string' && repeated.has(value)))) as ContentTypeBlok;
}

/** Editors' soft hyphens (where a long German word may break on a phone) are no part of a searched word. */
const withoutSoftHyphens = (value: string): string => value.replaceAll('\u00ad', '');

/** The index record of a story in a language, or null for stories that are not searched (jobs, settings). */
export function toSearchRecord(story: Story, locale: Locale, definitions: SearchDefinitions): SearchRecord | null {
  const definition = definitions[story.component];
  // a page is found only in the languages it is in
  if (!definition || !isInLocale(story, locale)) return null;
  const content = story.content;
  const seo = 'seo' in content && Array.isArray(content.seo) ? content.seo[0] : undefined;
  // pages kept out of search engines (the search page itself) stay out of the site search too
  if (seo?.noIndex === true) return null;
  const title = definition.title?.(content) || ('title' in content && text(content.title)) || story.name;
  const name = definition.name?.(story) || title;
  const docType = 'doc_type' in content ? text(content.doc_type) : '';
  const shortText = definition.text?.(content) || ('description' in content && text(content.description)) || text(seo?.description);
  const date = recordDate(story);
  const related = relatedText(content, definition.relatedText ?? []);
  const image = definition.image?.(story) || ('image' in content ? text(content.image?.filename) : '');
  return fitRecord({
    objectID: `${story.id}-${locale}`,
    name: withoutSoftHyphens(name),
    type: definition.type,
    ...(docType ? { docType } : {}),
    typeRank: definition.rank,
    ...(date ? { date } : {}),
    text: withoutSoftHyphens(name === title ? shortText : [title, shortText].filter(Boolean).join(' – ')),
    content: withoutSoftHyphens(contentText(withoutRepeats(content, [title, name, shortText]))).replace(/\s+/g, ' ').trim(),
    ...(related ? { related: cutAtWord(withoutSoftHyphens(related).replace(/\s+/g, ' ').trim(), RELATED_MAX_CHARS) } : {}),
    ...(image ? { image } : {}),
    full_slug: story.paths[locale],
    lang: locale,
  });
}

/** The date newer-first ranking uses, in seconds: a news item's own date, else the story's first publication. */
function recordDate(story: Story): number | undefined {
  const own = 'date' in story.content ? text(story.content.date) : '';
  const date = Date.parse(own ? `${own.replace(' ', 'T')}Z` : (story.firstPublishedAt ?? ''));
  return Number.isNaN(date) ? undefined : Math.floor(date / 1000);
}

export interface IndexerOptions {
  /** how each content type is found (`searchDefinitions` of the registry) */
  definitions: SearchDefinitions;
  search?: SearchConfig;
  /** a key that may write (Algolia's admin key) */
  adminKey?: string;
  /** the content client (default: the site's) */
  content?: ContentClient;
  /** the space's cache version to read at (the webhook's); default: the current one, read once for the whole run */
  cv?: number;
}

/** One cache version for every read of a run: the webhook's, or the space's current one. */
const runVersion = async ({ cv, content }: IndexerOptions) => cv ?? (await currentVersion(content));

/**
 * No visitor waits for the writer (a re-index after a publication, the full rebuild): its reads (the
 * index's settings, a browse) may take longer than a visitor's search before a host counts as unreachable.
 */
const WRITER_TIMEOUTS = { ...SEARCH_TIMEOUTS, connect: 5_000, read: 15_000 };

function writeClient({ search = siteConfig.search, adminKey = siteConfig.searchAdminKey }: IndexerOptions) {
  return { client: algoliasearch(search.appId, adminKey, { hosts: searchHosts(search.host), timeouts: WRITER_TIMEOUTS }), indexName: search.indexName };
}

type WriteClient = ReturnType<typeof writeClient>['client'];

/** Applies the index settings of the code and waits until they hold. */
export async function applySettings(client: WriteClient, indexName: string): Promise<void> {
  const { taskID } = await client.setSettings({ indexName, indexSettings: SEARCH_INDEX_SETTINGS });
  await client.waitForTask({ indexName, taskID });
}

/** Whether the index has the code's settings (a missing index has none). */
export async function hasSettings(client: WriteClient, indexName: string): Promise<boolean> {
  const current = await client.getSettings({ indexName }).catch((error: unknown) => {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  });
  if (!current) return false;
  // deep equality, whatever the order of an object's keys (`decompoundedAttributes` comes back as Algolia orders it)
  return Object.entries(SEARCH_INDEX_SETTINGS).every(([name, value]) => isDeepStrictEqual((current as Record<string, unknown>)[name], value));
}

/**
 * Replaces the whole index with the published content of every language (searches see the old index
 * until the new one is complete). The settings are applied first: replaceAllObjects copies them to
 * the index it fills, so the index is never filled without them.
 */
export async function indexAll(options: IndexerOptions): Promise<{ records: number }> {
  const { client, indexName } = writeClient(options);
  await applySettings(client, indexName);
  const records: SearchRecord[] = [];
  const cv = await runVersion(options);
  for (const locale of locales) {
    for (const story of await getAllStories(locale, { version: 'published', client: options.content, cv })) {
      const record = toSearchRecord(story, locale, options.definitions);
      if (record) records.push(record);
    }
  }
  await client.replaceAllObjects({ indexName, objects: records as unknown as Record<string, unknown>[], batchSize: 500 });
  return { records: records.length };
}

/** Refreshes one story in every language: saved where it is published and searchable, removed elsewhere. */
export async function indexStory(id: number, options: IndexerOptions): Promise<{ saved: string[]; deleted: string[] }> {
  const { client, indexName } = writeClient(options);
  const saved: SearchRecord[] = [];
  const deleted: string[] = [];
  const cv = await runVersion(options);
  for (const locale of locales) {
    const story = await getStoryById(id, locale, { version: 'published', client: options.content, cv });
    const record = story ? toSearchRecord(story, locale, options.definitions) : null;
    if (record) saved.push(record);
    else deleted.push(`${id}-${locale}`);
  }
  // an index without the settings (a new stage, a reset) gets them before it gets records
  if (saved.length && !(await hasSettings(client, indexName))) await applySettings(client, indexName);
  if (saved.length) await client.saveObjects({ indexName, objects: saved as unknown as Record<string, unknown>[], waitForTasks: true });
  if (deleted.length) await client.deleteObjects({ indexName, objectIDs: deleted, waitForTasks: true });
  return { saved: saved.map((r) => r.objectID), deleted };
}
