/**
 * The published manuals, read from the content service (Storyblok's CDN API, or the local content
 * service speaking it) through the same client the site uses. Requests are checked against the ids
 * of all published manuals first (`knownManualsOnly`), so ids that cannot exist cost no read of
 * their own: Storyblok's rate limit is shared with the site.
 */
import { CONTENT_DEFAULT_LANGUAGE } from '@pv/shared/story-paths';
import type { StoryblokStory } from '@pv/shared/storyblok';
import type { ContentConfig } from '../config';
import { contentClient, publishedStory, readSpaceVersion } from '../content';
import type { ManualRequest, ManualVersion } from './request';
import { singleFlight } from './single-flight';

export interface ManualSource {
  /** the manual's current publication in that language, or null when there is no such manual */
  published(request: ManualRequest): Promise<ManualVersion | null>;
}

/** A ManualSource that can also list the story ids of all published manuals. */
export interface ManualCatalogue extends ManualSource {
  ids(): Promise<ReadonlySet<number>>;
}

/** What is read of a manual's story, each part checked before it is used: nothing checks the answer's shape. */
type ManualStory = Partial<Pick<StoryblokStory<{ component?: string; title?: unknown }>, 'id' | 'name' | 'slug' | 'full_slug' | 'published_at' | 'content'>>;

/** what the listing leaves out: it needs the ids only, a manual's chapters are hundreds of KB */
const LISTING_EXCLUDED_FIELDS = 'intro,chapters,seo';

export function storyblokManualSource(config: ContentConfig): ManualCatalogue {
  const client = contentClient(config);
  // the last listing and the space version it was read at: each publication raises the version
  let listed: { cv: number; ids: ReadonlySet<number> } | undefined;
  return {
    async published({ id, lang }) {
      // at the space's current version: a warm function would otherwise print what was published before
      const cv = await readSpaceVersion(client);
      const story = await publishedStory<ManualStory>(client, id, { cv, ...(lang === CONTENT_DEFAULT_LANGUAGE ? {} : { language: lang }) });
      if (story?.content?.component !== 'manual' || !story.published_at) return null;
      const title = typeof story.content.title === 'string' && story.content.title.trim() ? story.content.title.trim() : (story.name ?? '');
      return {
        id,
        lang,
        title,
        publishedAt: story.published_at,
        slug: story.full_slug?.split('/').filter(Boolean).at(-1) ?? story.slug ?? '',
      };
    },
    async ids() {
      const cv = await readSpaceVersion(client);
      // nothing was published since the last listing: it still holds, one read instead of two
      if (listed?.cv === cv) return listed.ids;
      // Storyblok allows 50 requests a second of 25 stories, 6 of 100
      const stories = (await client.getAll('cdn/stories', { version: 'published', cv, content_type: 'manual', per_page: 25, excluding_fields: LISTING_EXCLUDED_FIELDS }, 'stories')) as ManualStory[];
      listed = { cv, ids: new Set(stories.map((story) => story.id).filter((id): id is number => typeof id === 'number')) };
      return listed.ids;
    },
  };
}

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
}

/**
 * Reads a manual only when its id is in the listing of all published manuals, which every request
 * of the function instance shares. When the listing cannot be read, the last one read is used; with
 * none, the request fails (the caller answers 503) without a read of its own.
 */
export function knownManualsOnly(source: ManualCatalogue, { maxAgeMs = 60_000, minRereadMs = 10_000, now = Date.now }: KnownManualsOptions = {}): ManualSource {
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
        console.warn(JSON.stringify({ level: 'warn', message: 'manual listing not read', error: error instanceof Error ? error.message : String(error) }));
      }
    });
  const mayReread = (stale: boolean) => stale && now() - triedAt >= minRereadMs;

  async function isKnown(id: number): Promise<boolean> {
    // a listing under way is awaited: it may be the first, or hold a manual just published
    if (listings.size || mayReread(!known || now() - readAt >= maxAgeMs)) await reread();
    if (!known?.has(id) && mayReread(true)) await reread();
    if (!known) throw new Error('The manual listing could not be read', { cause: lastFailure });
    return known.has(id);
  }

  return {
    async published(request) {
      if (!(await isKnown(request.id))) return null;
      return lookups.run(`${request.id}/${request.lang}`, () => source.published(request));
    },
  };
}
