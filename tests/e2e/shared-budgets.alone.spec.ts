import { expect, test, type APIRequestContext } from '@playwright/test';
import { MADE_UP_ID_ADDRESSES } from '../support/made-up-ids';
import { storyId } from '../support/stories';

/**
 * What one visitor (or a crawler) may spend of what every visitor shares: the content service's reads,
 * the server's renders, the PDF service's browser. Alone (after all others): a crawl of every page after
 * every page was marked for regeneration and a flood of made-up ids would slow the other tests.
 */

/** the revalidation the CMS webhook asks for after a change of the site settings: every page of every language */
async function markEveryPageForRegeneration(request: APIRequestContext) {
  const answer = await request.post('/api/revalidate', {
    headers: { authorization: 'Bearer local-revalidate-secret' },
    data: { all: true, paths: [], reindex: [] },
  });
  expect(answer.status()).toBe(200);
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test('a crawl of every sitemap page, 6 at a time, right after every page was marked for regeneration answers no 5xx', async ({ request }) => {
  test.setTimeout(300_000);
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(500);
  await markEveryPageForRegeneration(request);

  const failed: string[] = [];
  let rendered = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        const answer = await request.get(path, { maxRedirects: 0, timeout: 30_000 });
        if (answer.status() >= 500) failed.push(`${answer.status()} ${path}`);
        if (answer.headers()['x-nextjs-cache'] === 'MISS') rendered++;
      }
    }),
  );
  expect(failed).toEqual([]);
  // the pages were rendered anew, not served as they were kept
  expect(rendered).toBeGreaterThan(paths.length / 2);
});

test('during a flood of made-up ids on every id-taking address, pages, the language switch and manual PDFs keep answering', async ({ request }) => {
  test.setTimeout(180_000);
  const manualId = await storyId(request, 'anleitungen/ac-thor-bedienungsanleitung');
  let flooding = true;
  let sent = 0;
  const refused = new Map<number, number>();
  const flood = Promise.all(
    Array.from({ length: 24 }, async (_, worker) => {
      while (flooding) {
        const answer = await request.get(MADE_UP_ID_ADDRESSES[worker % MADE_UP_ID_ADDRESSES.length]!(), { maxRedirects: 0, timeout: 30_000 }).catch(() => null);
        sent++;
        const status = answer?.status() ?? 0;
        refused.set(status, (refused.get(status) ?? 0) + 1);
      }
    }),
  );

  try {
    // what a visitor does meanwhile: each must answer as it does without the flood
    for (let round = 0; round < 3; round++) {
      for (const path of ['/de/', '/fr/produits/', '/en/support/', '/de/produkte/ac-thor/']) {
        const answer = await request.get(path, { timeout: 10_000 });
        expect(answer.status(), path).toBe(200);
      }
      const language = await request.get('/api/language/?to=fr&from=/de/produkte/ac-thor/', { maxRedirects: 0, timeout: 10_000 });
      expect(language.status()).toBe(303);
      expect(language.headers().location).toMatch(/\/fr\/produits\/ac-thor\/$/);
      const pdf = await request.get(`/pdf/manual?id=${manualId}&lang=de`, { timeout: 60_000 });
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
    }
  } finally {
    flooding = false;
    await flood;
  }
  expect(sent).toBeGreaterThan(100);
  // the made-up ids are refused as what they are, never with a server error
  expect([...refused.keys()].filter((status) => status >= 500 || status === 0), JSON.stringify([...refused])).toEqual([]);
});
