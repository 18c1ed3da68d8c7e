import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { readPdf } from '../support/pdf';
import { storyId } from '../support/stories';

const MANUALS = [
  { lang: 'de', path: '/de/anleitungen/ac-thor-bedienungsanleitung/', title: 'AC-THOR Bedienungsanleitung', file: 'ac-thor-bedienungsanleitung-de.pdf', chapter: 'Einstellungen und Weboberfläche', download: 'Als PDF herunterladen', generating: 'Dokument wird generiert …', retry: 'Erneut versuchen' },
  { lang: 'en', path: '/en/manuals/ac-thor-operating-manual/', title: 'AC-THOR operating manual', file: 'ac-thor-operating-manual-en.pdf', chapter: 'Settings and web interface', download: 'Download as PDF', generating: 'Document is being generated …', retry: 'Try again' },
] as const;
let AC_THOR_MANUAL_ID: number;
/** a story that is not a manual */
let CONTACT_PAGE_ID: number;

test.beforeAll(async ({ request }) => {
  AC_THOR_MANUAL_ID = await storyId(request, 'anleitungen/ac-thor-bedienungsanleitung');
  CONTACT_PAGE_ID = await storyId(request, 'kontakt');
});

/** Holds the PDF service's answers back until `release` is called: the "being generated" state stays visible. */
async function holdPdfAnswers(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/pdf/manual?*', async (route) => {
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return release;
}

test.describe('manual PDF service', () => {
  for (const manual of MANUALS) {
    test(`the ${manual.lang} PDF: cover, table of contents with page numbers, chapters, metadata; then from the cache`, async ({ request }) => {
      const answer = await request.get(`/pdf/manual?id=${AC_THOR_MANUAL_ID}&lang=${manual.lang}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      expect(answer.headers()['content-disposition']).toBe(`attachment; filename="${manual.file}"`);
      const { pageTexts, info, tagged } = await readPdf(await answer.body());
      expect(pageTexts.length).toBeGreaterThanOrEqual(8);
      expect(pageTexts[0]).toContain(manual.title);
      expect(pageTexts[0]).toContain('a0021100');
      const chapterPage = pageTexts.findIndex((text, index) => index > 1 && text.includes(manual.chapter)) + 1;
      expect(chapterPage).toBeGreaterThan(2);
      // the table of contents names the page the chapter starts on; every page after the cover says "x / y"
      expect(pageTexts[1]).toContain(`${manual.chapter} ${chapterPage}`);
      expect(pageTexts[chapterPage - 1]).toContain(`${chapterPage} / ${pageTexts.length}`);
      expect(info).toMatchObject({ Title: manual.title, Author: 'Sonnwärme GmbH', Language: manual.lang });
      expect(tagged).toBe(true);

      const again = await request.get(`/pdf/manual?id=${AC_THOR_MANUAL_ID}&lang=${manual.lang}`);
      expect(again.headers()['x-cache']).toBe('hit');
      expect(Buffer.compare(await again.body(), await answer.body())).toBe(0);
    });
  }

  test('refuses anything but a manual id and a language, with a message', async ({ request }) => {
    for (const [query, status] of [
      ['id=abc&lang=en', 400],
      [`id=${AC_THOR_MANUAL_ID}&lang=pt`, 400],
      ['url=http%3A%2F%2F169.254.169.254%2Flatest%2Fmeta-data%2F&lang=en', 400],
      [`id=${AC_THOR_MANUAL_ID}&lang=en&url=file%3A%2F%2F%2Fetc%2Fpasswd`, 200],
      [`id=${CONTACT_PAGE_ID}&lang=en`, 404],
      ['id=999999&lang=en', 404],
    ] as const) {
      const answer = await request.get(`/pdf/manual?${query}`);
      expect(answer.status(), query).toBe(status);
      if (status !== 200) expect((await answer.json()) as { message: string }).toHaveProperty('message');
    }
  });

  test('the renderer page is a print document, not indexed', async ({ request }) => {
    const answer = await request.get(`/pdf-renderer/manual/?id=${AC_THOR_MANUAL_ID}&lang=en`);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toContain('data-toc-page=');
    expect(html).not.toContain('site-header');
    expect(html).not.toContain('consent');
    expect((await request.get('/pdf-renderer/manual/?id=abc&lang=en')).status()).toBe(404);
  });
});

test.describe('manual viewer', () => {
  for (const manual of MANUALS) {
    test(`download in ${manual.lang}: "being generated", then the file`, async ({ page }) => {
      await page.goto(manual.path);
      const release = await holdPdfAnswers(page);
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: manual.download }).click();
      await expect(page.getByRole('status').filter({ hasText: manual.generating })).toBeVisible();
      release();
      const file = await download;
      expect(file.suggestedFilename()).toBe(manual.file);
      expect(readFileSync(await file.path()).subarray(0, 5).toString()).toBe('%PDF-');
      await expect(page.getByRole('status').filter({ hasText: manual.generating })).toBeHidden();
    });
  }

  test('a failed generation is asked for once more, then says so, and the retry downloads the file', async ({ page }) => {
    await page.goto(MANUALS[1].path);
    let requests = 0;
    await page.route('**/pdf/manual?*', (route) => {
      requests++;
      return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'render-failed', message: 'x' }) });
    });
    await page.getByRole('link', { name: 'Download as PDF' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'The PDF could not be generated. Please try again.' });
    await expect(failure).toBeVisible();
    expect(requests).toBe(2);
    await page.unroute('**/pdf/manual?*');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Try again' }).click();
    expect((await download).suggestedFilename()).toBe(MANUALS[1].file);
    await expect(failure).toBeHidden();
  });

  test('search in the manual: count, next and previous, chapter of the match, jump to a chapter', async ({ page }) => {
    await page.goto(MANUALS[1].path);
    const search = page.getByRole('searchbox', { name: 'Search this manual' });
    const status = page.locator('.manual-search__status');
    await search.fill('heating element');
    await expect(status).toHaveText(/^Match 1 of (\d+)/);
    const total = Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(2);
    expect(await page.evaluate(() => CSS.highlights.get('manual-match')?.size)).toBe(total);
    await search.press('Enter');
    await expect(status).toContainText(`Match 2 of ${total}`);
    await page.getByRole('button', { name: 'Previous match' }).click();
    await page.getByRole('button', { name: 'Previous match' }).click();
    await expect(status).toContainText(`Match ${total} of ${total}`);
    await page.getByRole('button', { name: 'Next match' }).click();
    await expect(status).toContainText(`Match 1 of ${total}`);

    // jump: the chapter list names chapters with matches; its button shows the first match there, in view
    const chapters = page.locator('.manual-search__chapters button');
    const last = chapters.last();
    const name = ((await last.textContent()) ?? '').replace(/ \(\d+\)$/, '');
    await last.click();
    await expect(status).toContainText(`in the chapter “${name}”`);
    const currentInView = () =>
      page.evaluate(() => {
        const range = CSS.highlights.get('manual-current')?.values().next().value as Range | undefined;
        const box = range?.getBoundingClientRect();
        return Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight);
      });
    // the page scrolls smoothly to the match
    await expect.poll(currentInView).toBe(true);

    await search.fill('Überhitzungsschutzxyz');
    await expect(status).toHaveText('No matches');
    await search.fill('legionella');
    await expect(status).toHaveText('Match 1 of 1 in the chapter “Settings and web interface”');
    await search.press('Escape');
    await expect(search).toHaveValue('');
    await expect(status).toHaveText('');
    expect(await page.evaluate(() => CSS.highlights.get('manual-match')?.size ?? 0)).toBe(0);
  });

  test('chapters have deep links', async ({ page }) => {
    await page.goto(MANUALS[0].path);
    const link = page.getByRole('link', { name: `Link zu diesem Kapitel: ${MANUALS[0].chapter}` });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^#[\w-]+$/);
    await page.goto(`${MANUALS[0].path}${href}`);
    await expect(page.getByRole('heading', { level: 2, name: MANUALS[0].chapter })).toBeInViewport();
  });
});
