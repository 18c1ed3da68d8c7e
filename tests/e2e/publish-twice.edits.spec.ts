/**
 * Fresh after every publication on a warm site (issue 31): an editor publishes the same page twice in
 * a row through the Management API, Storyblok's webhook follows each time, and a visitor sees each
 * version within 5 s. Storyblok's CDN keeps its answers per cache version (`cv`), as the content
 * service does: a server that kept reading at the version it first saw would show the first
 * publication never.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { editorSpace, localSpaceId, type SpaceStory } from '../support/editor-space';

const LIVE_WITHIN_MS = 5_000;
const PAGE = '/de/news/10-jahre-elwa/';

test.describe.configure({ mode: 'serial' });

/** the local space's id; each test reaches it with its own request context */
let spaceId: number;
let story: SpaceStory;

test.beforeAll(async ({ request }) => {
  spaceId = await localSpaceId(request);
  const space = editorSpace(request, spaceId);
  story = await space.management<{ story: SpaceStory }>('GET', `stories/${(await space.storyBySlug('news/10-jahre-elwa')).id}`).then((answer) => answer.story);
});

test.afterAll(async ({ request }) => {
  const space = editorSpace(request, spaceId);
  await space.restore(story);
});

/** The page's main heading as a visitor's browser is sent it. */
async function heading(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(PAGE)).text();
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim() ?? '';
}

test('the same page published twice in a row: each version is live within 5 s on the warm site', async ({ request }) => {
  const space = editorSpace(request, spaceId);
  // warm: the page rendered, its reads answered (and kept by the CDN at the current cv)
  expect(await heading(request)).toBe('10 Jahre ELWA: Vom Prototyp zum Klassiker');
  expect(await heading(request)).toBe('10 Jahre ELWA: Vom Prototyp zum Klassiker');

  for (const title of ['10 Jahre ELWA: erste Fassung', '10 Jahre ELWA: zweite Fassung']) {
    const started = Date.now();
    const { story: saved } = await space.management<{ story: SpaceStory }>('PUT', `stories/${story.id}`, { story: { content: { ...story.content, title } }, publish: 1 });
    const report = await space.webhook('published', saved);
    expect(report.revalidated).toContain(PAGE);
    await expect.poll(() => heading(request), { timeout: LIVE_WITHIN_MS, intervals: [100] }).toBe(title);
    test.info().annotations.push({ type: 'live after', description: `${title}: ${Date.now() - started} ms` });
  }
});
