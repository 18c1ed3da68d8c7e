/**
 * Redirects follow their pages' lives (issue 34), acted out as an editor through the Management API
 * and Storyblok's webhook: a page moved leaves automatic redirects at its old addresses; the page
 * unpublished leaves none of them published, and each one's Problem field says which address now ends
 * in 404 and how to send it elsewhere; one is pointed at another page in one step (pick the page,
 * publish) and works; the page deleted leaves no redirect naming it.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CONTENT, contentHealthReport, editorSpace, localSpaceId, type SpaceStory } from '../support/editor-space';

const LIVE_WITHIN_MS = 5_000;
const LANGUAGES = ['en', 'fr', 'es', 'nl', 'it'] as const;

interface RedirectContent {
  source: string;
  automatic?: boolean;
  problem?: string;
  target?: { linktype?: string; id?: string; cached_url?: string };
}
interface RedirectRecord {
  id: number;
  content: RedirectContent & Record<string, unknown>;
}

test.describe.configure({ mode: 'serial' });

let spaceId: number;

test.beforeAll(async ({ request }) => {
  spaceId = await localSpaceId(request);
});

test.afterAll(async ({ request }) => {
  const space = editorSpace(request, spaceId);
  // the demo files again (the test's page and its redirects are gone), and the table in line with them
  await space.restore(await space.storyBySlug('news/10-jahre-elwa'));
});

/** What an address answers, without following a redirect */
async function answer(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return `${response.status()} ${response.headers().location ?? ''}`.trim();
}

/** Polls until every address answers as expected, at most until `started` + 5 s. */
async function expectAnswersBy(request: APIRequestContext, expected: Record<string, string>, started: number) {
  const paths = Object.keys(expected);
  await expect
    .poll(async () => Object.fromEntries(await Promise.all(paths.map(async (path) => [path, await answer(request, path)]))), {
      timeout: Math.max(started + LIVE_WITHIN_MS - Date.now(), 1),
      intervals: [100],
    })
    .toEqual(expected);
  test.info().annotations.push({ type: 'live after', description: `${paths.length} addresses: ${Date.now() - started} ms` });
}

/** The automatic redirect stories (published, or their drafts with the preview token, the Problem in `language`). */
async function automaticRedirects(request: APIRequestContext, version: 'published' | 'draft', language = 'de'): Promise<RedirectRecord[]> {
  const token = version === 'draft' ? 'local-preview-token' : 'local-public-token';
  const response = await request.get(`${CONTENT}/v2/cdn/stories?starts_with=_redirects/&filter_query[automatic][is]=true&version=${version}&token=${token}&language=${language}&per_page=100`);
  return ((await response.json()) as { stories: RedirectRecord[] }).stories;
}

test('a moved page’s automatic redirects live and die with it: unpublished with the page and told why, one pointed elsewhere in one step, none left naming the deleted page', async ({ request }) => {
  const space = editorSpace(request, spaceId);
  const folder = await space.storyBySlug('news');
  const contact = await space.storyBySlug('kontakt');
  const model = (await space.management<{ story: SpaceStory }>('GET', `stories/${(await space.storyBySlug('news/10-jahre-elwa')).id}`)).story;
  const slug = `e2e-lives-${randomUUID().slice(0, 8)}`;
  const translatedSlugs = (base: string) => LANGUAGES.map((lang) => ({ lang, slug: `${base}-${lang}`, name: `E2E lives ${lang}` }));
  /** the story's translated slugs renamed (Storyblok's nested attributes: each by its id) */
  const renamedSlugs = async (id: number, base: string) => {
    const { story } = await space.management<{ story: { translated_slugs: { id: number; lang: string }[] } }>('GET', `stories/${id}`);
    return story.translated_slugs.map(({ id: slugId, lang }) => ({ id: slugId, lang, slug: `${base}-${lang}`, name: `E2E lives ${lang}` }));
  };

  // a page published, then moved in every language: an automatic redirect at each old address
  const { story: page } = await space.management<{ story: SpaceStory }>('POST', 'stories', {
    story: { name: 'E2E lives', slug, parent_id: folder.id, content: { ...model.content, _uid: randomUUID() }, translated_slugs_attributes: translatedSlugs(slug) },
    publish: 1,
  });
  await space.webhook('published', page);
  const { story: moved } = await space.management<{ story: SpaceStory }>('PUT', `stories/${page.id}`, { story: { slug: `${slug}-neu`, translated_slugs_attributes: await renamedSlugs(page.id, `${slug}-new`) }, publish: 1 });
  const movedAt = Date.now();
  const created = (await space.webhook('published', moved)).redirects.created;
  expect(created).toHaveLength(6);
  const german = created.find((source) => source.startsWith('/de/'))!;
  expect(german).toBe(`/de/news/${slug}/`);
  await expectAnswersBy(request, { [german]: `301 /de/news/${slug}-neu/`, [`/en/news/${slug}-en/`]: `301 /en/news/${slug}-new-en/` }, movedAt);
  const ofPage = (stories: RedirectRecord[]) => stories.filter((story) => story.content.target?.id === page.uuid);
  expect(ofPage(await automaticRedirects(request, 'published')).map((story) => story.content.source).sort()).toEqual([...created].sort());

  // the page unpublished: none of its redirects stays published; each says which address ends in 404 and the one step
  await space.management('GET', `stories/${page.id}/unpublish`);
  const unpublished = await space.webhook('unpublished', moved);
  // from the function's answer: it unpublishes and explains six redirects at the Management API's 3 writes a second
  // (the table, which the site reads, is written before them)
  const unpublishedAt = Date.now();
  expect([...unpublished.redirects.unpublished].sort()).toEqual([...created].sort());
  expect(unpublished.redirects.problems).toEqual([]);
  expect(ofPage(await automaticRedirects(request, 'published'))).toEqual([]);
  // the two addresses asked while they redirected (the site's server kept their answers) end in 404 within 5 s;
  // the others, never asked, answer 404 at once (the first 404 page of an address takes its render)
  await expectAnswersBy(request, { [german]: '404', [`/en/news/${slug}-en/`]: '404' }, unpublishedAt);
  for (const source of created) expect(await answer(request, source), source).toBe('404');
  const drafts = ofPage(await automaticRedirects(request, 'draft'));
  expect(drafts.map((story) => story.content.source).sort()).toEqual([...created].sort());
  const germanDraft = drafts.find((story) => story.content.source === german)!;
  expect(germanDraft.content.problem).toBe(
    `Die Seite, zu der diese Weiterleitung führte (/de/news/${slug}-neu/), ist nicht mehr veröffentlicht. Deshalb hat die Website diese Weiterleitung ebenfalls offline genommen: ${german} endet jetzt mit 404 (Seite nicht gefunden). Um Besucher woandershin zu schicken, wählen Sie unter „Goes to“ eine andere Seite und veröffentlichen Sie diese Weiterleitung. Wird die Seite wieder veröffentlicht, geht diese Weiterleitung von selbst wieder online.`,
  );
  const inEnglish = ofPage(await automaticRedirects(request, 'draft', 'en')).find((story) => story.content.source === german)!;
  expect(inEnglish.content.problem).toMatch(new RegExp(`^The page this redirect led to .* is no longer published, .*${german.replaceAll('/', '\\/')} now ends in 404 .*pick another page under “Goes to” and publish this redirect`));

  // one step: the editor picks another page under Goes to and publishes the redirect
  const { story: full } = await space.management<{ story: SpaceStory & { content: RedirectContent } }>('GET', `stories/${germanDraft.id}`);
  const { story: retargeted } = await space.management<{ story: SpaceStory }>('PUT', `stories/${germanDraft.id}`, {
    story: { content: { ...full.content, target: { fieldtype: 'multilink', linktype: 'story', id: contact.uuid, cached_url: contact.full_slug, url: '' } } },
    publish: 1,
  });
  const retargetedAt = Date.now();
  const takeover = await space.webhook('published', retargeted);
  expect(takeover.redirects.takenOver).toEqual([german]);
  await expectAnswersBy(request, { [german]: '301 /de/kontakt/' }, retargetedAt);
  const theirs = (await (await request.get(`${CONTENT}/v2/cdn/stories/${germanDraft.id}?token=local-public-token`)).json()) as { story: RedirectRecord };
  expect(theirs.story.content).toMatchObject({ automatic: false, problem: '', target: { id: contact.uuid } });

  // the page deleted: the others stay unpublished, name no page any more and say so; the one pointed elsewhere still works
  await space.management('DELETE', `stories/${page.id}`);
  const deleted = await space.webhook('deleted', page);
  expect(deleted.redirects.unpublished).toEqual([]);
  const left = (await automaticRedirects(request, 'draft')).filter((story) => created.includes(story.content.source) && story.content.source !== german);
  expect(left).toHaveLength(5);
  for (const story of left) {
    expect(story.content.target?.id ?? '', story.content.source).toBe('');
    expect(story.content.problem).toContain(`wurde gelöscht. Deshalb hat die Website diese Weiterleitung offline genommen: ${story.content.source} endet jetzt mit 404`);
  }
  expect((await automaticRedirects(request, 'published')).filter((story) => created.includes(story.content.source))).toEqual([]);
  expect(await answer(request, german)).toBe('301 /de/kontakt/');
  expect(await answer(request, `/en/news/${slug}-en/`)).toBe('404');

  // the health report names each old address that ends in 404 now, in its language, with the step to take
  const report = await contentHealthReport();
  const offline = report.problems.filter((problem) => problem.rule === 'redirect-offline' && created.includes(problem.detail));
  expect(offline.map((problem) => problem.detail).sort()).toEqual(left.map((story) => story.content.source).sort());
  expect(offline.find((problem) => problem.detail === `/en/news/${slug}-en/`)).toMatchObject({ languages: ['en'], field: 'Goes to' });
  expect(report.code).toBe(1);
});
