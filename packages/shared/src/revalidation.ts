/** What the CMS webhook asks of the site's revalidation route (`POST /api/revalidate`), checked on both sides. */
import * as z from 'zod/mini';

z.config({ jitless: true });

/** a page path of the site: `/{language}/…/` */
const PAGE_PATH = /^\/[a-z]{2}\/(?:[^/?#\s]+\/)*$/;

/**
 * The sitemap's address: no trailing slash (a file, as `next.config`'s `trailingSlash` leaves it). It
 * changes with every page that is published, unpublished, moved or deleted, so it is revalidated and
 * purged with the pages.
 */
export const SITEMAP_PATH = '/sitemap.xml';

export const revalidationSchema = z.object({
  paths: z.array(z.string().check(z.refine((path) => PAGE_PATH.test(path) || path === SITEMAP_PATH, `a page path (/{language}/…/) or ${SITEMAP_PATH}`))).check(z.maxLength(1000)),
  /** every page of every language (site settings, datasources) */
  all: z.boolean(),
  /** stories to refresh in the search index (saved where published, removed elsewhere) */
  reindex: z.array(z.number().check(z.positive())).check(z.maxLength(100)),
  /** the space's cache version the webhook read: the re-index reads at it (without one, the site asks the space) */
  cv: z.optional(z.int().check(z.positive())),
});

export type RevalidationRequest = z.infer<typeof revalidationSchema>;

export interface RevalidationResult {
  revalidated: string[];
  search: { saved: string[]; deleted: string[] };
}
