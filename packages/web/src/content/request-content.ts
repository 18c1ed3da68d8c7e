import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { cache } from 'react';
import { siteConfig } from '@/config';
import type { Locale } from '@/i18n/routing';
import { getAllStories, getSiteData, getStoriesOfType, getStory, loadSiteData } from '.';
import { decodedPath } from './mapping';
import type { ContentTypeName, ContentVersion, SiteData, Story } from './types';

/** Cache tag of everything read from the content service (revalidated on publish). */
export const CONTENT_TAG = 'content';
const CONTENT_REVALIDATE_SECONDS = 3600;

/** Draft content when the preview is on (valid preview token) or the deployment is configured for drafts. */
export async function contentVersion(): Promise<ContentVersion> {
  if (siteConfig.contentVersion === 'draft') return 'draft';
  return (await draftMode()).isEnabled ? 'draft' : 'published';
}

/** Site data with a part missing: served, but never kept in the data cache, which would serve the gap for an hour. */
class IncompleteSiteData extends Error {
  constructor(readonly data: SiteData) {
    super('site data incomplete');
  }
}

/**
 * Published site data is shared by every page of a locale through Next's data cache, so a build
 * or a regeneration does not ask the (rate-limited) content service again for each page.
 */
const publishedSiteData = unstable_cache(
  async (locale: Locale) => {
    const { data, failed } = await loadSiteData(locale, { version: 'published' });
    if (failed.length) throw new IncompleteSiteData(data);
    return data;
  },
  ['site-data'],
  { revalidate: CONTENT_REVALIDATE_SECONDS, tags: [CONTENT_TAG] },
);

/** The last complete site data of each locale this server had: what a page shows while the content service is away. */
const lastSiteData = new Map<Locale, SiteData>();

async function publishedSiteDataOrLast(locale: Locale): Promise<SiteData> {
  try {
    const data = await publishedSiteData(locale);
    lastSiteData.set(locale, data);
    return data;
  } catch (error) {
    const last = lastSiteData.get(locale);
    if (last) return last;
    if (error instanceof IncompleteSiteData) return error.data;
    throw error;
  }
}

/**
 * How long a server keeps draft reads that are no part of what is typed (site data, the stories a list or
 * teaser block shows): the live preview renders on every keystroke, and Next's data cache stays out of
 * draft mode, so without this each keystroke would read them again.
 */
const DRAFT_KEEP_MS = 10_000;
const keptDraftReads = new Map<string, { until: number; read: Promise<unknown> }>();

/** A draft read kept a few seconds by this server; a failed read is not kept. */
function keptForDraft<T>(key: string, load: () => Promise<T>): Promise<T> {
  const kept = keptDraftReads.get(key);
  if (kept && kept.until > Date.now()) return kept.read as Promise<T>;
  const read = load();
  keptDraftReads.set(key, { until: Date.now() + DRAFT_KEEP_MS, read });
  read.catch(() => {
    if (keptDraftReads.get(key)?.read === read) keptDraftReads.delete(key);
  });
  return read;
}

/** The locale's site data in the current content version, loaded once per request. */
export const siteData = cache(async (locale: Locale): Promise<SiteData> =>
  (await contentVersion()) === 'draft' ? keptForDraft(`site-data|${locale}`, () => getSiteData(locale, { version: 'draft' })) : publishedSiteDataOrLast(locale),
);

/** All stories of a content type in the current version, once per request (drafts kept a few seconds). */
export const storiesOfType = cache(async <N extends ContentTypeName>(contentType: N, locale: Locale, sortBy?: string) => {
  const version = await contentVersion();
  const load = () => getStoriesOfType(contentType, locale, { sortBy }, { version });
  return version === 'draft' ? keptForDraft(`stories|${contentType}|${locale}|${sortBy ?? ''}`, load) : load();
});

/**
 * While `next build` prerenders every page, stories come from one bulk read per locale (100 a
 * request) instead of one request per page, which the content rate limit would make slow.
 * Requests at run time always read the single story, so a regenerated page is never older than its read.
 */
const buildSnapshots = new Map<Locale, Promise<Map<string, Story>>>();
function buildSnapshot(locale: Locale): Promise<Map<string, Story>> | null {
  if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) return null;
  let snapshot = buildSnapshots.get(locale);
  if (!snapshot) {
    snapshot = getAllStories(locale, { version: 'published' }).then((stories) => new Map(stories.map((s) => [s.paths[locale], s])));
    buildSnapshots.set(locale, snapshot);
  }
  return snapshot;
}

/** keyed by the path's text: React's request cache compares arguments by identity, and each caller has its own slug array */
const storyAtPath = cache(async (locale: Locale, path: string) => {
  const version = await contentVersion();
  const snapshot = version === 'published' ? buildSnapshot(locale) : null;
  const story = (await snapshot)?.get(path) ?? (await getStory(locale, path ? path.split('/') : [], { version }));
  return { story, version };
});

/** The page story at a path in the current content version, read once per request (metadata and page share it). */
export async function storyAt(locale: Locale, slug: readonly string[]): Promise<{ story: Story | null; version: ContentVersion }> {
  const path = decodedPath(slug);
  // an address that is not valid percent-encoding names no page
  return path === null ? { story: null, version: await contentVersion() } : storyAtPath(locale, path);
}
