/**
 * What a content change means for the site (pure): the pages to refresh, whether the whole site is
 * affected, the search entries and cached PDFs to renew, and the stored paths to keep.
 */
import { REDIRECTS_FOLDER } from '@pv/cms/folders';
import { SITEMAP_PATH } from '@pv/shared/revalidation';
import { isDataSlug, storyAddresses, type StorySlugs } from '@pv/shared/story-paths';
import type { StoryblokStory } from '@pv/shared/storyblok';
import type { Change } from './payload';

/** A published story as the content service returns it: what the plan reads of it (its content type, its slugs). */
export type PublishedStory = Pick<StoryblokStory<{ component: string }>, 'id' | 'uuid' | 'content'> & StorySlugs;

export interface RefreshPlan {
  /** page paths to revalidate and purge from the CDN, and the sitemap when a page came, went or moved */
  paths: string[];
  /** every page of every language: settings and datasources show on all of them */
  wholeSite: boolean;
  /** the story to re-index and whose PDFs to drop */
  storyId: number | null;
  /** the story's paths to remember (null: forget them; undefined: leave as they are) */
  remember?: string[] | null;
}

/** The editors' redirects: no page shows them; the redirect sync takes care of them. */
export const isRedirectStory = (fullSlug: string | undefined): boolean => fullSlug?.split('/')[0] === REDIRECTS_FOLDER;

/** Data stories (site settings) are shown on every page. */
const isDataStory = (story: StorySlugs) => isDataSlug(story.full_slug);

/** The story's page in every language (LANGUAGES order). */
export const pagesOf = (story: StorySlugs): string[] => Object.values(storyAddresses(story));

/** The listings that show a page: its parent (a folder's start page lists its stories) and the home page (teasers). */
export function listingsOf(page: string): string[] {
  const language = page.split('/')[1] ?? '';
  const segments = page.split('/').filter(Boolean).slice(1);
  const home = `/${language}/`;
  if (!segments.length) return [];
  const parent = segments.length > 1 ? `/${language}/${segments.slice(0, -1).join('/')}/` : home;
  return parent === home ? [home] : [parent, home];
}

const unique = (paths: string[]) => [...new Set(paths)].sort();

/**
 * `current`: the story as now published (null when it is not); `known`: the paths stored at its last
 * publication (a deletion names no slug, and a move leaves the old addresses to refresh).
 */
export function planRefresh(change: Change, current: PublishedStory | null, known: string[] | null): RefreshPlan {
  if (change.kind === 'datasource') return { paths: [], wholeSite: true, storyId: null };
  if (isRedirectStory(current?.full_slug) || isRedirectStory(change.fullSlug)) return { paths: [], wholeSite: false, storyId: null };
  if ((current && isDataStory(current)) || (change.fullSlug && isDataStory({ full_slug: change.fullSlug }))) {
    return { paths: [], wholeSite: true, storyId: null };
  }
  const now = current && change.action !== 'unpublished' && change.action !== 'deleted' ? pagesOf(current) : [];
  // a story that left the site before its pages were ever recorded (e.g. on a new stage): its pages
  // could be anywhere, and a removed page must not stay served
  if (!now.length && !known) return { paths: [], wholeSite: true, storyId: change.storyId, remember: null };
  const pages = [...now, ...(known ?? [])];
  // the sitemap lists every page with its publication time: it changes whenever one of them does
  const sitemap = pages.length ? [SITEMAP_PATH] : [];
  return {
    paths: unique([...pages, ...pages.flatMap(listingsOf), ...sitemap]),
    wholeSite: false,
    storyId: change.storyId,
    remember: now.length ? now : null,
  };
}
