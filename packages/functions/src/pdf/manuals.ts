/**
 * The published stories a PDF is made from (manuals, products for their data sheets), read from the
 * content service (Storyblok's CDN API, or the local content service speaking it) through the same
 * client the site uses. Requests are checked against the ids of all published stories of the kind's
 * content type first (`knownManualsOnly`), so ids that cannot exist cost no read of their own:
 * Storyblok's rate limit is shared with the site.
 */
import { formatMessage } from '@pv/shared/i18n';
import { LANGUAGES } from '@pv/shared/languages';
import { CONTENT_DEFAULT_LANGUAGE } from '@pv/shared/story-paths';
import type { StoryblokStory } from '@pv/shared/storyblok';
import type { ContentConfig } from '../config';
import { contentClient, publishedStory, readSpaceVersion } from '../content';
import { DOCUMENT_KIND_DEFINITIONS, safeName, type DocumentKind, type DocumentRequest, type DocumentVersion, type ManualRequest, type ManualVersion } from './request';
import { singleFlight } from './single-flight';

export interface ManualSource {
  /** the document's current publication in that language, or null when there is no such story (or not in that language) */
  published(request: ManualRequest): Promise<ManualVersion | null>;
}
export type DocumentSource = ManualSource;

/** A ManualSource that can also list the story ids of all published stories of its content type. */
export interface ManualCatalogue extends ManualSource {
  ids(): Promise<ReadonlySet<number>>;
}

/** What is read of a story, each part checked before it is used: nothing checks the answer's shape. */
type DocumentStory = Partial<Pick<StoryblokStory<{ component?: string; title?: unknown; page_languages?: unknown }>, 'id' | 'name' | 'slug' | 'full_slug' | 'published_at' | 'content'>>;

/** what the listings leave out: they need the ids only, a manual's chapters are hundreds of KB */
const LISTING_EXCLUDED_FIELDS: Record<DocumentKind, string> = {
  manual: 'intro,chapters,seo',
  datasheet: 'intro,hero,technical_data,downloads,safety_notes,seo,video,content_problems',
};

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A product's "Published in": empty is every language; else only the languages chosen. */
export function publishedInLanguage(pageLanguages: unknown, lang: DocumentRequest['lang']): boolean {
  const chosen = Array.isArray(pageLanguages) ? pageLanguages.filter((language): language is string => (LANGUAGES as readonly string[]).includes(String(language))) : [];
  return chosen.length === 0 || chosen.includes(lang);
}

/** The document of a published story of the kind's content type in `lang`, or null. */
export function documentOf(kind: DocumentKind, story: DocumentStory | null, { id, lang }: DocumentRequest): DocumentVersion | null {
  if (story?.content?.component !== DOCUMENT_KIND_DEFINITIONS[kind].component || !story.published_at) return null;
  if (kind === 'datasheet') {
    if (!publishedInLanguage(story.content.page_languages, lang)) return null;
    // "Datenblatt AC-THOR", "Fiche technique AC-THOR": the PDF's title and its file name
    const title = formatMessage(lang, 'datasheet.title', { product: trimmed(story.name) || String(id) });
    return { kind, id, lang, title, publishedAt: story.published_at, slug: safeName(title) };
  }
  const title = trimmed(story.content.title) || (story.name ?? '');
  return { kind, id, lang, title, publishedAt: story.published_at, slug: story.full_slug?.split('/').filter(Boolean).at(-1) ?? story.slug ?? '' };
}

export function storyblokDocumentSource(config: ContentConfig, kind: DocumentKind): ManualCatalogue {
  const client = contentClient(config);
  // the last listing and the space version it was read at: each publication raises the version
  let listed: { cv: number; ids: ReadonlySet<number> } | undefined;
  return {
    async published({ id, lang }) {
      // at the space's current version: a warm function would otherwise print what was published before
      const cv = await readSpaceVersion(client);
      const story = await publishedStory<DocumentStory>(client, id, { cv, ...(lang === CONTENT_DEFAULT_LANGUAGE ? {} : { language: lang }) });
      return documentOf(kind, story, { id, lang });
    },
    async ids() {
      const cv = await readSpaceVersion(client);
      // nothing was published since the last listing: it still holds, one read instead of two
      if (listed?.cv === cv) return listed.ids;
      // Storyblok allows 50 requests a second of 25 stories, 6 of 100
      const stories = (await client.getAll('cdn/stories', { version: 'published', cv, content_type: DOCUMENT_KIND_DEFINITIONS[kind].component, per_page: 25, excluding_fields: LISTING_EXCLUDED_FIELDS[kind] }, 'stories')) as DocumentStory[];
      listed = { cv, ids: new Set(stories.map((story) => story.id).filter((id): id is number => typeof id === 'number')) };
      return listed.ids;
    },
  };
}

/** The published manuals. */
export const storyblokManualSource = (config: ContentConfig): ManualCatalogue => storyblokDocumentSource(config, 'manual');

export interface KnownManualsOptions {
  /** the listing is read again when it is older than this (default 60 s) */
  maxAgeMs?: number;
  /**
   * at most one listing read starts within this time (default 10 s), also when an id is missing
   * from it: a manual published a moment ago is found within it, a flood of made-up ids costs at
   * most one read in it
   */
  minRereadMs?: number;
  now?: () => number;
  /** what the listing lists, for the log (default "manual") */
  noun?: string;
}

/**
 * Reads a manual only when its id is in the listing of all published manuals, which every request
 * of the function instance shares. When the listing cannot be read, the last one read is used; with
 * none, the request fails (the caller answers 503) without a read of its own.
 */
export function knownManualsOnly(source: ManualCatalogue, { maxAgeMs = 60_000, minRereadMs = 10_000, now = Date.now, noun = 'manual' }: KnownManualsOptions = {}): ManualSource {
  let known: ReadonlySet<number> | undefined;
  let readAt = -Infinity;
  let triedAt = -Infinity;
  let lastFailure: unknown;
  const listings = singleFlight<void>();
  const lookups = singleFlight<ManualVersion | null>();

  const reread = () =>
    listings.run('listing', async () => {
      const started = now();
      triedAt = started;
      try {
        known = await source.ids();
        readAt = started;
      } catch (error) {
        lastFailure = error;
        console.warn(JSON.stringify({ level: 'warn', message: `${noun} listing not read`, error: error instanceof Error ? error.message : String(error) }));
      }
    });
  const mayReread = (stale: boolean) => stale && now() - triedAt >= minRereadMs;

  async function isKnown(id: number): Promise<boolean> {
    // a listing under way is awaited: it may be the first, or hold a manual just published
    if (listings.size || mayReread(!known || now() - readAt >= maxAgeMs)) await reread();
    if (!known?.has(id) && mayReread(true)) await reread();
    if (!known) throw new Error(`The ${noun} listing could not be read`, { cause: lastFailure });
    return known.has(id);
  }

  return {
    async published(request) {
      if (!(await isKnown(request.id))) return null;
      return lookups.run(`${request.id}/${request.lang}`, () => source.published(request));
    },
  };
}
