/**
 * Redirects editors own (issue 23), end to end on the local stack: an editor saves redirect stories
 * through the Management API and publishes them (Storyblok's webhook to the CMS function), and the site
 * follows within 5 s; a page whose German slug changes leaves a redirect at its old German address,
 * and takes the address back when renamed again.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CONTENT, editorSpace, localSpaceId, type SpaceStory } from '../support/editor-space';

const PREVIEW_TOKEN = 'local-preview-token';
const LIVE_WITHIN_MS = 5_000;

/** the local space's id; each test reaches it with its own request context */
let spaceId: number;

/** What an address answers, without following a redirect */
async function answer(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return `${response.status()} ${response.headers().location ?? ''}`.trim();
}

/** Polls until the address answers `expected`, at most until `started` + 5 s; the time it took is printed with the result. */
async function expectAnswerBy(request: APIRequestContext, path: string, expected: string, started: number) {
  await expect.poll(() => answer(request, path), { timeout: Math.max(started + LIVE_WITHIN_MS - Date.now(), 1), intervals: [100] }).toBe(expected);
  test.info().annotations.push({ type: 'live after', description: `${path} → ${expected}: ${Date.now() - started} ms` });
}

const redirectContent = (source: string, target: Record<string, string>) => ({
  _uid: randomUUID(),
  component: 'redirect',
  source,
  target: { fieldtype: 'multilink', ...target },
  status: '301',
  note: 'End-to-end test',
});

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  spaceId = await localSpaceId(request);
});

test.afterAll(async ({ request }) => {
  const space = editorSpace(request, spaceId);
  // the demo files again, and the table in line with them
  await space.restore(await space.storyBySlug('produkte/ac-thor'));
});

test('an editor’s redirect is live within 5 s; a bad one published with it is refused with the reason in each language while the good one works; deleting it restores the 404', async ({ request }) => {
  const space = editorSpace(request, spaceId);
  const started = Date.now();
  const folder = await space.storyBySlug('_redirects');
  const product = await space.storyBySlug('produkte/ac-thor');
  const create = (name: string, content: object) =>
    space.management<{ story: SpaceStory }>('POST', 'stories', { story: { name, slug: `e2e-${randomUUID().slice(0, 8)}`, parent_id: folder.id, content }, publish: 1 });
  const { story: good } = await create('Campaign flyer', redirectContent('/E2E-Aktion/', { linktype: 'story', id: product.uuid, cached_url: product.full_slug }));
  const { story: offSite } = await create('Off-site', redirectContent('/e2e-weg', { linktype: 'url', url: 'https://evil.example/', cached_url: 'https://evil.example/' }));
  await space.webhook('published', good);
  const report = await space.webhook('published', offSite);

  // a story link opens the page in the language of the old address: the content language without one
  await expectAnswerBy(request, '/e2e-aktion', '301 /de/produkte/ac-thor/', started);
  expect(await answer(request, '/e2e-aktion?utm_source=flyer')).toBe('301 /de/produkte/ac-thor/?utm_source=flyer');
  expect(await answer(request, '/e2e-weg/')).toBe('404');
  // ops read it in the function's answer and log; editors in the story's Problem field, in their language
  expect(report.redirects.problems).toEqual([expect.stringMatching(/"Off-site" \(story \d+\): target https:\/\/evil\.example\/: the host evil\.example is not on the allow-list/)]);
  const problem = async (language: string) =>
    ((await (await request.get(`${CONTENT}/v2/cdn/stories/${offSite.id}?version=draft&token=${PREVIEW_TOKEN}&language=${language}`)).json()) as { story: { content: { problem: string } } }).story.content.problem;
  expect(await problem('de')).toMatch(/^Das Ziel „https:\/\/evil\.example\/“ ist nicht erlaubt/);
  expect(await problem('fr')).toMatch(/^La cible « https:\/\/evil\.example\/ » n’est pas autorisée/);
  expect(await problem('en')).toMatch(/^The target “https:\/\/evil\.example\/” is not allowed/);

  const deleted = Date.now();
  await space.management('DELETE', `stories/${good.id}`);
  await space.webhook('deleted', good);
  // the address asked before (the site's server had kept its answer): now the trailing-slash redirect, then the 404
  await expectAnswerBy(request, '/e2e-aktion', '308 /e2e-aktion/', deleted);
  expect(await answer(request, '/e2e-aktion/')).toBe('404');

  await space.management('DELETE', `stories/${offSite.id}`);
  await space.webhook('deleted', offSite);
});

test('deleting a redirect of the legacy list: the address answers 404 within 5 s, and no page is refreshed for it', async ({ request }) => {
  const space = editorSpace(request, spaceId);
  expect(await answer(request, '/dto')).toBe('308 /de/');
  const legacy = await space.storyBySlug('_redirects/dto');
  const deleted = Date.now();
  await space.management('DELETE', `stories/${legacy.id}`);
  const report = await space.webhook('deleted', legacy);
  expect(report.revalidated).toEqual([]);
  await expectAnswerBy(request, '/dto', '308 /dto/', deleted);
  expect(await answer(request, '/dto/')).toBe('404');
});

test('an editor may not redirect a live page’s address, nor create a loop: each is refused with a reason', async ({ request }) => {
  const space = editorSpace(request, spaceId);
  const folder = await space.storyBySlug('_redirects');
  const create = async (name: string, content: object) =>
    (await space.management<{ story: SpaceStory }>('POST', 'stories', { story: { name, slug: `e2e-${randomUUID().slice(0, 8)}`, parent_id: folder.id, content }, publish: 1 })).story;
  const hidesPage = await create('Hide contact', redirectContent('/de/kontakt/', { linktype: 'url', url: '/de/', cached_url: '/de/' }));
  const loopA = await create('Loop A', redirectContent('/e2e-loop-a', { linktype: 'url', url: '/e2e-loop-b', cached_url: '/e2e-loop-b' }));
  const loopB = await create('Loop B', redirectContent('/e2e-loop-b', { linktype: 'url', url: '/e2e-loop-a', cached_url: '/e2e-loop-a' }));
  // Storyblok sends one webhook per publication; the last sync sees all three
  await space.webhook('published', hidesPage);
  await space.webhook('published', loopA);
  const report = await space.webhook('published', loopB);
  expect(report.redirects.problems).toEqual(
    expect.arrayContaining([expect.stringMatching(/\/de\/kontakt\/ is a live page/), expect.stringMatching(/\/e2e-loop-a is part of a loop/), expect.stringMatching(/\/e2e-loop-b is part of a loop/)]),
  );
  expect(await answer(request, '/de/kontakt/')).toBe('200');
  expect(await answer(request, '/e2e-loop-a/')).toBe('404');
  for (const story of [hidesPage, loopA, loopB]) {
    await space.management('DELETE', `stories/${story.id}`);
    await space.webhook('deleted', story);
  }
});

test('a product renamed in German: the old German address answers 301 within 5 s, other languages untouched; renamed back, the page answers 200 again', async ({ request }) => {
  const space = editorSpace(request, spaceId);
  const product = await space.storyBySlug('produkte/ac-thor');
  const rename = async (slug: string) => {
    const { story } = await space.management<{ story: SpaceStory }>('PUT', `stories/${product.id}`, { story: { slug }, publish: 1 });
    return space.webhook('published', story);
  };
  const others = ['/en/products/ac-thor/', '/fr/produits/ac-thor/', '/es/productos/ac-thor/', '/nl/producten/ac-thor/', '/it/prodotti/ac-thor/'];

  const renamed = Date.now();
  const first = await rename('ac-thor-e2e');
  expect(first.redirects.created).toEqual(['/de/produkte/ac-thor/']);
  await expectAnswerBy(request, '/de/produkte/ac-thor/', '301 /de/produkte/ac-thor-e2e/', renamed);
  expect(await answer(request, '/de/produkte/ac-thor-e2e/')).toBe('200');
  for (const path of others) expect(await answer(request, path), path).toBe('200');

  const renamedBack = Date.now();
  const back = await rename('ac-thor');
  expect(back.redirects.takenBack).toEqual(['/de/produkte/ac-thor/']);
  await expectAnswerBy(request, '/de/produkte/ac-thor/', '200', renamedBack);
  expect(await answer(request, '/de/produkte/ac-thor-e2e/')).toBe('301 /de/produkte/ac-thor/');
  for (const path of others) expect(await answer(request, path), path).toBe('200');

  // the automatic redirects are editors’ redirects like any other, marked as automatic: the one left leads to the page
  const listed = await request.get(`${CONTENT}/v2/cdn/stories?starts_with=_redirects/&filter_query[automatic][is]=true&token=local-public-token`);
  const { stories } = (await listed.json()) as { stories: { content: { source: string; target: { id: string } } }[] };
  expect(stories.map((story) => [story.content.source, story.content.target.id])).toEqual([['/de/produkte/ac-thor-e2e/', product.uuid]]);
});
