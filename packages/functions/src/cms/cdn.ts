/**
 * Purging the CDN in front of the site: on-demand revalidation refreshes the site's own cache, but
 * CloudFront would keep serving its copy until it expires. Locally there is no CDN in front of the site.
 */
import { type CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { SITEMAP_PATH } from '@pv/shared/revalidation';

export interface CdnPurge {
  /** purges these paths, or everything (`null`) */
  purge(paths: string[] | null): Promise<string[]>;
}

/** CloudFront bills invalidation paths beyond 1,000 a month: many paths become one wildcard per language */
const MAX_PATHS = 15;

/** A page's address (`/{language}/…/`), as opposed to a redirect source with its query variants (`/old*`). */
const PAGE_PATH = /^\/[a-z]{2}\//;

/**
 * The invalidation paths: the paths themselves, or, when there are many, a wildcard per language (pages
 * only, and the sitemap as it is) or everything (redirect sources are anywhere).
 */
export function invalidationPaths(paths: string[] | null): string[] {
  if (paths === null) return ['/*'];
  if (paths.length <= MAX_PATHS) return paths;
  const pages = paths.filter((path) => path !== SITEMAP_PATH);
  if (!pages.every((path) => PAGE_PATH.test(path))) return ['/*'];
  return [...[...new Set(pages.map((path) => `/${path.split('/')[1]}/*`))].sort(), ...(pages.length < paths.length ? [SITEMAP_PATH] : [])];
}

export function cloudFrontPurge(client: CloudFrontClient, distributionId: string): CdnPurge {
  return {
    async purge(paths) {
      const items = invalidationPaths(paths);
      if (!items.length) return items;
      await client.send(
        new CreateInvalidationCommand({
          DistributionId: distributionId,
          InvalidationBatch: { CallerReference: `cms-${Date.now()}-${Math.random().toString(36).slice(2)}`, Paths: { Quantity: items.length, Items: items } },
        }),
      );
      return items;
    },
  };
}

/** No CDN in front of the site (the local stack): nothing to purge. */
export const noCdn: CdnPurge = { purge: async () => [] };
