/**
 * The sitemap follows publishing (issue 34): an editor creates a page through the Management API and
 * publishes it (Storyblok's webhook to the CMS function follows), and `/sitemap.xml` lists it within
 * seconds in each of its languages, with its publication time as `lastmod`; moved, it lists the new
 * addresses instead of the old ones; unpublished, and deleted, the page is gone from it.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { storyAddresses, type StorySlugs } from '@pv/shared/story-paths';
import { CONTENT, editorSpace, localSpaceId, type SpaceStory } from '../support/editor-space';

const WITHIN_MS = 5_000;
const LANGUAGES = ['en', 'fr', 'es', 'nl', 'it'] as const;

test.describe.configure({ mode: 'serial' });

let spaceId: number;

test.beforeAll(async ({ request }) => {
  spaceId = await localSpaceId(request);
});

test.afterAll(async ({ request }) => {
  const space = editorSpace(request, spaceId);
  // the demo files again (the test's page and the redirects its move made are gone), and the site and table told so
  await space.restore(await space.storyBySlug('news/10-jahre-elwa'));
});

/** an entry's lastmod as an ISO time ('' without one) */
const lastmodOf = (entry: string) => {
  const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(entry)?.[1];
  return lastmod ? new Date(lastmod).toISOString() : '';
};

/** Every address `/sitemap.xml` lists (its path), with its lastmod. */
async function sitemap(request: APIRequestContext): Promise<Map<string, string>> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return new Map(
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => [new URL(/<loc>([^<]+)<\/loc>/.exec(entry!)![1]!).pathname, lastmodOf(entry!)]),
  );
}

/** The page as the CDN publishes it: its addresses in every language and its publication time (null: not published). */
async function published(request: APIRequestContext, id: number): Promise<{ addresses: string[]; publishedAt: string } | null> {
  const response = await request.get(`${CONTENT}/v2/cdn/stories/${id}?token=local-public-token`);
  if (response.status() === 404) return null;
  const { story } = (await response.json()) as { story: StorySlugs & { published_at: string } };
  return { addresses: Object.values(storyAddresses(story)), publishedAt: story.published_at };
}

/** Waits until the sitemap lists every one of `addresses` with `lastmod` (and none of `gone`), at most 5 s after `started`. */
async function expectSitemap(request: APIRequestContext, started: number, addresses: string[], lastmod: string | null, gone: string[] = []) {
  await expect
    .poll(
      async () => {
        const listed = await sitemap(request);
        return { listed: addresses.map((address) => [address, listed.get(address) ?? null]), gone: gone.filter((address) => listed.has(address)) };
      },
      { timeout: Math.max(started + WITHIN_MS - Date.now(), 1), intervals: [250] },
    )
    .toEqual({ listed: addresses.map((address) => [address, lastmod]), gone: [] });
  test.info().annotations.push({ type: 'sitemap after', description: `${Date.now() - started} ms` });
}

test('a new page is in the sitemap within seconds in each of its languages with lastmod; moved, at its new addresses; unpublished and deleted, gone', async ({ request }) => {
  const space = editorSpace(request, spaceId);
  const folder = await space.storyBySlug('news');
  const model = (await space.management<{ story: SpaceStory }>('GET', `stories/${(await space.storyBySlug('news/10-jahre-elwa')).id}`)).story;
  const slug = `e2e-sitemap-${randomUUID().slice(0, 8)}`;
  const translatedSlugs = (base: string) => LANGUAGES.map((lang) => ({ lang, slug: `${base}-${lang}`, name: `E2E sitemap ${lang}` }));
  /** the story's translated slugs renamed (Storyblok's nested attributes: each by its id) */
  const renamedSlugs = async (id: number, base: string) => {
    const { story } = await space.management<{ story: { translated_slugs: { id: number; lang: string }[] } }>('GET', `stories/${id}`);
    return story.translated_slugs.map(({ id: slugId, lang }) => ({ id: slugId, lang, slug: `${base}-${lang}`, name: `E2E sitemap ${lang}` }));
  };

  // created and published by an editor; Storyblok's webhook follows
  const created = Date.now();
  const { story } = await space.management<{ story: SpaceStory }>('POST', 'stories', {
    story: { name: 'E2E sitemap', slug, parent_id: folder.id, content: { ...model.content, _uid: randomUUID() }, translated_slugs_attributes: translatedSlugs(slug) },
    publish: 1,
  });
  const report = await space.webhook('published', story);
  expect(report.revalidated).toContain('/sitemap.xml');
  const first = (await published(request, story.id))!;
  expect(new Set(first.addresses.map((address) => address.split('/')[1]))).toEqual(new Set(['de', ...LANGUAGES]));
  expect(Math.abs(Date.parse(first.publishedAt) - created)).toBeLessThan(60_000);
  await expectSitemap(request, created, first.addresses, new Date(first.publishedAt).toISOString());

  // moved: a new slug in every language
  const moved = Date.now();
  const { story: renamed } = await space.management<{ story: SpaceStory }>('PUT', `stories/${story.id}`, {
    story: { slug: `${slug}-neu`, translated_slugs_attributes: await renamedSlugs(story.id, `${slug}-new`) },
    publish: 1,
  });
  await space.webhook('published', renamed);
  const second = (await published(request, story.id))!;
  expect(second.addresses.filter((address) => first.addresses.includes(address))).toEqual([]);
  await expectSitemap(request, moved, second.addresses, new Date(second.publishedAt).toISOString(), first.addresses);

  // unpublished: gone from the sitemap
  const unpublished = Date.now();
  await space.management('GET', `stories/${story.id}/unpublish`);
  await space.webhook('unpublished', renamed);
  expect(await published(request, story.id)).toBeNull();
  await expectSitemap(request, unpublished, [], null, second.addresses);

  // published again, then deleted: gone again
  const again = Date.now();
  const { story: republished } = await space.management<{ story: SpaceStory }>('PUT', `stories/${story.id}`, { story: { name: 'E2E sitemap again' }, publish: 1 });
  await space.webhook('published', republished);
  const third = (await published(request, story.id))!;
  await expectSitemap(request, again, third.addresses, new Date(third.publishedAt).toISOString());
  const deleted = Date.now();
  await space.management('DELETE', `stories/${story.id}`);
  await space.webhook('deleted', story);
  await expectSitemap(request, deleted, [], null, third.addresses);
});
