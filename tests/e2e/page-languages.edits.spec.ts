/**
 * Languages a page is really in (issue 34): an editor creates a campaign page in German with a hero and
 * marketing blocks, translates it into English only, chooses "Published in: German, English" and publishes.
 * In those two languages the page is reachable, in the sitemap, in each other's hreflang set and found by
 * the site search; in the other four its address answers 404 (noindex) offering German and English, and it
 * is in no sitemap entry, hreflang set or search of theirs. A news item published the same way is listed
 * (`/api/list/news/`) in exactly its two languages. Both stories are deleted at the end.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { editorSpace, localSpaceId, type SpaceStory } from '../support/editor-space';

const IN = ['de', 'en'] as const;
const OUT = ['fr', 'es', 'nl', 'it'] as const;
const WORD = `Sommerkampagne${randomUUID().slice(0, 6)}`;
const SLUG = `e2e-sommeraktion-${randomUUID().slice(0, 6)}`;
const EN_SLUG = `e2e-summer-campaign-${randomUUID().slice(0, 6)}`;
const PATHS = { de: `/de/${SLUG}/`, en: `/en/${EN_SLUG}/`, fr: `/fr/${SLUG}/`, es: `/es/${SLUG}/`, nl: `/nl/${SLUG}/`, it: `/it/${SLUG}/` } as const;
const SEARCH = { url: 'http://localhost:4020/1/indexes/site/query', headers: { 'x-algolia-application-id': 'LOCALAPP', 'x-algolia-api-key': 'local-search-key' } };

test.describe.configure({ mode: 'serial' });

let spaceId: number;
const created: SpaceStory[] = [];

const richText = (text: string) => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

/** A campaign page: a hero and four marketing blocks, German with English beside it. */
const campaignPage = () => ({
  _uid: randomUUID(),
  component: 'page',
  title: `${WORD} AC-THOR`,
  title__i18n__en: `${WORD} AC-THOR summer`,
  description: 'Jetzt umsteigen: Solarstrom heizt Wasser.',
  description__i18n__en: 'Switch now: solar power heats water.',
  page_languages: [...IN],
  hero: [{ _uid: randomUUID(), component: 'hero', headline: 'Aktion', headline__i18n__en: 'Campaign', text: 'Nur im Sommer.', text__i18n__en: 'Summer only.' }],
  body: [1, 2, 3, 4].map((n) => ({
    _uid: randomUUID(),
    component: 'text-section',
    headline: `Vorteil ${n}`,
    headline__i18n__en: `Benefit ${n}`,
    text: richText(`Deutscher Absatz ${n}.`),
    text__i18n__en: richText(`English paragraph ${n}.`),
  })),
});

test.beforeAll(async ({ request }) => {
  spaceId = await localSpaceId(request);
  const space = editorSpace(request, spaceId);
  const { story: page } = await space.management<{ story: SpaceStory }>('POST', 'stories', {
    story: { name: `${WORD} AC-THOR`, slug: SLUG, parent_id: 0, content: campaignPage(), translated_slugs_attributes: [{ lang: 'en', slug: EN_SLUG, name: `${WORD} AC-THOR summer` }] },
    publish: 1,
  });
  created.push(page);
  await space.webhook('published', page);
});

test.afterAll(async ({ request }) => {
  const space = editorSpace(request, spaceId);
  for (const story of created) {
    await space.management('DELETE', `stories/${story.id}`);
    await space.webhook('deleted', story);
  }
});

const hreflangs = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => `${m[1]} ${new URL(m[2]!).pathname}`).sort();

async function searchHits(request: APIRequestContext, lang: string, query: string): Promise<string[]> {
  const response = await request.post(SEARCH.url, { headers: SEARCH.headers, data: { query, filters: `lang:${lang}`, hitsPerPage: 20 } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { hits: { objectID: string }[] }).hits.map((hit) => hit.objectID);
}

test('a page translated into two of six languages is reachable, indexable and self-canonical in exactly those', async ({ request }) => {
  for (const lang of IN) {
    const response = await request.get(PATHS[lang]);
    expect(response.status(), PATHS[lang]).toBe(200);
    const html = await response.text();
    expect(html).toContain(`lang="${lang}"`);
    expect(html).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${PATHS[lang]}"`);
    // the hreflang set is exactly its languages, x-default the English one
    expect(hreflangs(html)).toEqual([`de ${PATHS.de}`, `en ${PATHS.en}`, `x-default ${PATHS.en}`].sort());
  }
  expect(await (await request.get(PATHS.en)).text()).toContain('Benefit 4');
});

test('in the four other languages its address answers 404, noindex, offering German and English', async ({ page }) => {
  for (const lang of OUT) {
    const response = await page.goto(PATHS[lang]);
    expect(response?.status(), PATHS[lang]).toBe(404);
    const html = await response!.text();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toContain('Deutscher Absatz');
    expect(html).not.toContain('rel="canonical"');
    const offer = page.locator(`[data-missing-language="${lang}"]`);
    await expect(offer).toBeVisible();
    await expect(offer.locator('a[hreflang]')).toHaveCount(2);
    expect(await offer.locator('a[hreflang]').evaluateAll((links) => links.map((a) => `${a.getAttribute('hreflang')} ${a.getAttribute('href')}`))).toEqual([
      `de ${PATHS.de}`,
      `en ${PATHS.en}`,
    ]);
  }
  // how it looks, on a desktop and on a phone (attached to the report)
  for (const [name, size] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(size);
    await test.info().attach(`missing-language-${name}`, { body: await page.screenshot({ path: test.info().outputPath(`missing-language-${name}.png`) }), contentType: 'image/png' });
  }
  // the offer leads to the page
  await page.locator('[data-missing-language="it"] a[hreflang="en"]').click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.en}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Campaign');
});

test('the language switch on the page offers only its languages', async ({ page }) => {
  await page.goto(PATHS.de);
  await page.locator('.language-switch__toggle').click();
  const list = page.locator('#language-list');
  await expect(list.locator('a[hreflang]')).toHaveCount(2);
  await expect(list.locator('[aria-disabled="true"]')).toHaveCount(4);
  await list.locator('a[hreflang="en"]').click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.en}$`));
});

test('the sitemap lists it in exactly its two languages', async ({ request }) => {
  // the publication revalidated the sitemap: the next request may still get the one before while it is regenerated
  await expect
    .poll(async () => {
      const xml = await (await request.get('/sitemap.xml')).text();
      return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => p.includes(SLUG) || p.includes(EN_SLUG));
    }, { timeout: 30_000, intervals: [500, 1_000, 2_000] })
    .toEqual([PATHS.de, PATHS.en]);
});

test('the site search finds it in German and English, in no other language', async ({ request }) => {
  const page = created[0]!;
  expect(await searchHits(request, 'en', WORD)).toContain(`${page.id}-en`);
  expect(await searchHits(request, 'de', WORD)).toContain(`${page.id}-de`);
  for (const lang of OUT) expect(await searchHits(request, lang, WORD), lang).toEqual([]);
});

test('a news item in German and English is listed in exactly those', async ({ request }) => {
  const space = editorSpace(request, spaceId);
  const folder = await space.storyBySlug('news');
  const { story: news } = await space.management<{ story: SpaceStory }>('POST', 'stories', {
    story: {
      name: `${WORD} Aktion`,
      slug: `e2e-${randomUUID().slice(0, 8)}`,
      parent_id: folder.id,
      content: {
        _uid: randomUUID(),
        component: 'news',
        title: `${WORD} Aktion`,
        title__i18n__en: `${WORD} campaign`,
        description: 'Die Sommeraktion.',
        description__i18n__en: 'The summer campaign.',
        date: '2026-07-01 09:00',
        category: 'company',
        page_languages: [...IN],
      },
    },
    publish: 1,
  });
  created.push(news);
  await space.webhook('published', news);
  for (const lang of [...IN, ...OUT]) {
    const answer = await request.get(`/api/list/news/?locale=${lang}&q=${encodeURIComponent(WORD)}`);
    expect(answer.status()).toBe(200);
    const { items } = (await answer.json()) as { items: { title: string }[] };
    expect(items.length, lang).toBe((IN as readonly string[]).includes(lang) ? 1 : 0);
  }
});
