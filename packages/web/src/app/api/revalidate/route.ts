import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidationSchema, SITEMAP_PATH, type RevalidationResult } from '@pv/shared/revalidation';
import { revalidatePath } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { siteConfig } from '@/config';
import { locales } from '@/i18n/routing';
import { indexStory } from '@/features/search/indexer';
import { searchDefinitions } from '@/registry/content-types';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** the shared secret, compared in constant time */
function authorised(request: NextRequest): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  return Boolean(siteConfig.revalidateSecret) && timingSafeEqual(digest(given), digest(siteConfig.revalidateSecret));
}

const problem = (status: number, error: string, message: string) => NextResponse.json({ error, message }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * On-demand revalidation for the CMS webhook function: the pages it names (or every page), and
 * the search entries of the stories it names. The next request of a page renders it anew.
 */
export async function POST(request: NextRequest) {
  if (!authorised(request)) return problem(401, 'unauthorised', 'A valid bearer secret is required.');
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return problem(400, 'malformed-json', 'The body is not valid JSON.');
  }
  const parsed = revalidationSchema.safeParse(body);
  if (!parsed.success) return problem(422, 'invalid', parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const { paths, all, reindex, cv } = parsed.data;

  const revalidated = all ? locales.map((locale) => `/${locale}/`) : paths;
  if (all) {
    // settings and datasources show on every page: every page below the language layout (a route
    // pattern: `/de` with 'layout' names a tag no page carries, Next's implicit tags follow the routes)
    revalidatePath('/[locale]', 'layout');
  } else {
    for (const path of paths.filter((path) => path !== SITEMAP_PATH)) revalidatePath(path.replace(/\/$/, ''));
  }
  // Any page change may change the sitemap (a page added, gone, moved, its lastmod). Its cached copy is
  // tagged with its address as the site writes addresses (`trailingSlash`: `/sitemap.xml/`), which
  // `revalidatePath('/sitemap.xml')` (trailing slash removed) never names; with 'layout' it names
  // `/sitemap.xml/layout`, a tag the copy carries.
  if (all || paths.length) revalidatePath(SITEMAP_PATH, 'layout');

  const search: RevalidationResult['search'] = { saved: [], deleted: [] };
  for (const id of reindex) {
    // at the webhook's cache version: what it just saw published, whatever this server read before
    const result = await indexStory(id, { definitions: searchDefinitions, cv });
    search.saved.push(...result.saved);
    search.deleted.push(...result.deleted);
  }
  return NextResponse.json({ revalidated, search } satisfies RevalidationResult, { headers: { 'cache-control': 'no-store' } });
}
