import { expect, test, type APIRequestContext } from '@playwright/test';
import { signBody } from '@pv/functions/cms/signature';
import { readPdf } from '../support/pdf';

/** the local stand-ins behind the site (npm start) */
const CONTENT = 'http://localhost:4010';
const FUNCTIONS = 'http://localhost:4050';
const SEARCH = 'http://localhost:4020/1/indexes/site/query';
const SEARCH_HEADERS = { 'x-algolia-application-id': 'LOCALAPP', 'x-algolia-api-key': 'local-search-key' };
/** .env.example's local webhook secret */
const SECRET = 'local-webhook-secret';

const MANUAL = {
  fullSlug: 'anleitungen/ac-elwa-2-bedienungsanleitung',
  pages: {
    de: '/de/anleitungen/ac-elwa-2-bedienungsanleitung/',
    en: '/en/manuals/ac-elwa-2-operating-manual/',
    fr: '/fr/notices/ac-elwa-2-notice-d-utilisation/',
    es: '/es/manuales/ac-elwa-2-manual-de-instrucciones/',
    nl: '/nl/handleidingen/ac-elwa-2-gebruikershandleiding/',
    it: '/it/manuali/ac-elwa-2-manuale-d-uso/',
  },
  listing: { en: '/en/manuals/' },
} as const;
const LANGUAGES = Object.keys(MANUAL.pages) as (keyof typeof MANUAL.pages)[];

const titleOf = async (request: APIRequestContext, path: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await request.get(path)).text())?.[1];

/** An editor's change, saved and published in the (local) CMS: a new title in every language. */
async function editTitles(request: APIRequestContext, marker: string) {
  const content = Object.fromEntries(LANGUAGES.map((language) => [language === 'de' ? 'title' : `title__i18n__${language}`, `${marker} ${language}`]));
  expect((await request.post(`${CONTENT}/_local/stories/${manualId}`, { data: { content } })).ok()).toBe(true);
}

function webhook(request: APIRequestContext, body: string, signature = signBody(SECRET, body)) {
  return request.post(`${FUNCTIONS}/cms/webhook`, { headers: { 'content-type': 'application/json', 'webhook-signature': signature }, data: body });
}

/** the manual's story id: the space gives it (a pushed space, LOCAL_SPACE=pushed, has other ids than the demo files) */
let manualId: number;
/** Storyblok's webhook body for the manual's publication */
let published: string;

async function searchHits(request: APIRequestContext, term: string, language: string) {
  const answer = await request.post(SEARCH, { headers: SEARCH_HEADERS, data: { query: term, filters: `lang:${language}` } });
  return ((await answer.json()) as { hits: { objectID: string }[] }).hits.map((hit) => hit.objectID);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const answer = await request.get(`${CONTENT}/v2/cdn/stories/${MANUAL.fullSlug}?version=draft&token=local-preview-token`);
  const { story } = (await answer.json()) as { story: { id: number } };
  manualId = story.id;
  published = JSON.stringify({ text: 'The user Local published the Story AC ELWA 2 Bedienungsanleitung', action: 'published', space_id: 1000, story_id: manualId, full_slug: MANUAL.fullSlug });
});

test.afterAll(async ({ request }) => {
  // the content files again, and the site, search and PDFs refreshed from them
  await request.post(`${CONTENT}/_local/reload`);
  await webhook(request, published);
});

test('publishing: a signed webhook refreshes every language, the listing, search and the cached PDF', async ({ request }) => {
  const pdfAddress = `/pdf/manual?id=${manualId}&lang=en`;
  await request.get(pdfAddress);
  expect((await request.get(pdfAddress)).headers()['x-cache']).toBe('hit');

  const marker = `Manual ${Date.now().toString(36)}`;
  await editTitles(request, marker);
  // saved in the CMS, not yet announced: the site still serves its cached page
  expect(await titleOf(request, MANUAL.pages.en)).toBe('AC ELWA 2 operating manual');

  const answer = await webhook(request, published);
  expect(answer.status()).toBe(200);
  const result = (await answer.json()) as { revalidated: string[]; droppedPdfs: string[] };
  expect(result.revalidated).toEqual(expect.arrayContaining([...Object.values(MANUAL.pages), MANUAL.listing.en]));
  expect(result.droppedPdfs.some((key) => key.startsWith(`manuals/${manualId}/en/`))).toBe(true);

  for (const language of LANGUAGES) expect(await titleOf(request, MANUAL.pages[language]), language).toBe(`${marker} ${language}`);
  expect(await (await request.get(MANUAL.listing.en)).text()).toContain(`${marker} en`);
  for (const language of LANGUAGES) expect(await searchHits(request, marker, language)).toEqual([`${manualId}-${language}`]);

  const pdf = await request.get(pdfAddress);
  expect(pdf.headers()['x-cache']).toBe('miss');
  expect((await readPdf(await pdf.body())).info.Title).toBe(`${marker} en`);
});

test('a forged or tampered webhook is refused and changes nothing', async ({ request }) => {
  const marker = `Forged ${Date.now().toString(36)}`;
  await editTitles(request, marker);
  const before = await titleOf(request, MANUAL.pages.en);
  for (const answer of [
    await webhook(request, published, ''),
    await webhook(request, published, signBody('guessed-secret', published)),
    await webhook(request, published.replace(String(manualId), String(manualId - 1)), signBody(SECRET, published)),
  ]) {
    expect(answer.status()).toBe(401);
    expect(((await answer.json()) as { message: string }).message).toMatch(/signature/);
  }
  expect(await titleOf(request, MANUAL.pages.en)).toBe(before);
  expect(await searchHits(request, marker, 'en')).toEqual([]);
  await request.post(`${CONTENT}/_local/reload`);
});
