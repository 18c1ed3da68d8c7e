import { expect, test, type Page } from '@playwright/test';
import { openInEditor, SITE, type } from '../support/editor';
import { previewQuery } from '../support/preview';
import { draftStory, storyId } from '../support/stories';

test.describe('live preview in the visual editor', () => {
  for (const [lang, path] of [
    ['default', '/de/webinare/'],
    ['en', '/en/webinars/'],
  ] as const) {
    test(`a story never published previews in ${lang}`, async ({ page }) => {
      const frame = await openInEditor(page, path, 'webinare', lang);
      await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
      await type(page, "story.content.hero[0].headline = 'Typed before the first publication'");
      await expect(frame.getByRole('heading', { level: 1, name: 'Typed before the first publication' })).toBeVisible();
    });
  }
});

test.describe('every content type previews live, each in one of the six languages', () => {
  // [content type, story, editor language, page, change typed, what the page then shows]
  const cases: [string, string, string, string, string, string][] = [
    ['page', 'datenschutz', 'it', '/it/privacy/', "story.content.hero[0].headline = 'Privacy, typed in Italian'", 'Privacy, typed in Italian'],
    ['frequently-asked-question', 'faq/garantiedauer', 'es', '/es/preguntas-frecuentes/duracion-de-la-garantia/', "story.content.question = '¿Cuánto dura la garantía, escrito?'", '¿Cuánto dura la garantía, escrito?'],
    ['news', 'news/10-jahre-elwa', 'nl', '/nl/nieuws/10-jaar-elwa/', "story.content.title = '10 jaar ELWA, getypt'", '10 jaar ELWA, getypt'],
    ['reference', 'referenzen/bauernhof-girona', 'fr', '/fr/references/ferme-pres-de-gerone/', "story.content.title = 'Ferme près de Gérone, saisie'", 'Ferme près de Gérone, saisie'],
    ['job', 'karriere/lehre-elektrotechnik', 'default', '/de/karriere/lehre-elektrotechnik/', "story.content.title = 'Lehre Elektrotechnik, getippt'", 'Lehre Elektrotechnik, getippt'],
    ['info-center-document', 'infocenter/datenblatt-ac-thor', 'it', '/it/centro-informazioni/scheda-tecnica-ac-thor/', "story.content.title = 'Scheda tecnica, digitata'", 'Scheda tecnica, digitata'],
    ['manual', 'anleitungen/ac-thor-bedienungsanleitung', 'nl', '/nl/handleidingen/ac-thor-gebruikershandleiding/', "story.content.title = 'Handleiding, getypt'", 'Handleiding, getypt'],
    ['manual-legacy', 'anleitungen/ac-elwa-e-bedienungsanleitung', 'es', '/es/manuales/ac-elwa-e-manual-de-instrucciones/', "story.content.title = 'Manual, escrito'", 'Manual, escrito'],
    ['product', 'produkte/ac-thor-9s', 'fr', '/fr/produits/ac-thor-9s/', "story.content.hero[0].headline = 'Trois phases, saisi'", 'Trois phases, saisi'],
  ];
  for (const [contentType, fullSlug, lang, path, change, shown] of cases) {
    test(`${contentType} in ${lang}`, async ({ page }) => {
      const frame = await openInEditor(page, path, fullSlug, lang);
      await expect(frame.locator('html')).toHaveAttribute('lang', lang === 'default' ? 'de' : lang);
      await type(page, change);
      await expect(frame.getByRole('heading', { name: shown })).toBeVisible();
    });
  }

  test('settings (header and footer, no page of their own) in fr', async ({ page }) => {
    const frame = await openInEditor(page, '/fr/_settings/', '_settings', 'fr');
    await expect(frame.getByRole('heading', { level: 1, name: 'Paramètres du site' })).toBeVisible();
    // the header and footer shown are the story's, once
    await expect(frame.locator('.site-header:visible')).toHaveCount(1);
    await expect(frame.locator('.site-footer:visible')).toHaveCount(1);
    await type(page, "story.content.navigation[0].name = 'Nos appareils'; story.content.footer[0].phone = '+43 7252 123456'");
    await expect(frame.locator('.site-header:visible .desktop-menu').getByText('Nos appareils')).toBeVisible();
    await expect(frame.locator('.site-footer:visible').getByText('+43 7252 123456')).toBeVisible();
  });
});

test.describe('a redirect (no page) previews as what it says and what the site does now', () => {
  test('a legacy redirect in en, then typed', async ({ page }) => {
    const frame = await openInEditor(page, '/en/_redirects/dto/', '_redirects/dto', 'en');
    await expect(frame.getByRole('heading', { level: 1, name: '/dto' })).toBeVisible();
    await expect(frame.getByText('On the site now: /dto leads to /de/ (308).')).toBeVisible();
    await expect(frame.locator('.facts dd').first()).toHaveText('/de/');
    await type(page, "story.content.source = '/dto-campaign'; story.content.target = { linktype: 'url', url: '/de/kontakt/', cached_url: '/de/kontakt/' }");
    await expect(frame.getByRole('heading', { level: 1, name: '/dto-campaign' })).toBeVisible();
    await expect(frame.locator('.facts dd').first()).toHaveText('/de/kontakt/');
    await expect(frame.getByText(/^On the site now: \/dto-campaign is not redirected/)).toBeVisible();
  });
});

test.describe('relations follow the editor: the stories newly chosen are shown', () => {
  test("a product's accessories (en)", async ({ page }) => {
    const modbus = await draftStory(page.request, 'produkte/modbus-interface', 'en');
    const frame = await openInEditor(page, '/en/products/ac-thor/', 'produkte/ac-thor', 'en');
    const accessories = frame.locator('section[aria-labelledby="accessories"] .card__title');
    await expect(accessories.first()).toBeVisible();
    expect(await accessories.allTextContents()).not.toContain(modbus.content.title);
    await type(page, `story.content.accessories = ['${modbus.uuid}']`);
    await expect.poll(() => accessories.allTextContents()).toEqual([modbus.content.title]);
  });

  test("a manual's product (de), and a legacy manual's (it)", async ({ page }) => {
    const elwa = await draftStory(page.request, 'produkte/elwa');
    let frame = await openInEditor(page, '/de/anleitungen/ac-thor-bedienungsanleitung/', 'anleitungen/ac-thor-bedienungsanleitung', 'default');
    const product = () => frame.locator('.manual .facts dd').first();
    await expect(product()).toHaveText('AC-THOR');
    await type(page, `story.content.product = ['${elwa.uuid}']`);
    await expect(product()).toHaveText(elwa.name);
    await expect(product().getByRole('link')).toHaveAttribute('href', '/de/produkte/elwa/');

    const elwaIt = await draftStory(page.request, 'produkte/elwa', 'it');
    frame = await openInEditor(page, '/it/manuali/ac-elwa-e-manuale-d-uso/', 'anleitungen/ac-elwa-e-bedienungsanleitung', 'it');
    await expect(product()).toHaveText('AC ELWA-E');
    await type(page, `story.content.product = ['${elwaIt.uuid}']`);
    await expect(product()).toHaveText(elwaIt.name);
  });
});

test("the editor's preview address (preview URL https://<site>/ plus the story's full slug) lands on the page in every language", async ({ page }) => {
  const id = await storyId(page.request, 'produkte/ac-thor');
  for (const [address, lang, heading] of [
    ['produkte/ac-thor', 'de', 'Jede Kilowattstunde an den richtigen Ort'],
    ['en/products/ac-thor', 'en', 'Every kilowatt hour to the right place'],
    ['fr/produits/ac-thor', 'fr', 'Chaque kilowattheure au bon endroit'],
    ['home', 'de', null],
    ['en/home', 'en', null],
  ] as const) {
    const answer = await page.goto(`/${address}${previewQuery()}&_storyblok=${id}`);
    expect(answer?.status(), address).toBe(200);
    expect(await page.locator('html').getAttribute('lang'), address).toBe(lang);
    await expect(page.locator('.draft-notice'), address).toBeVisible();
    if (heading) await expect(page.getByRole('heading', { name: heading }).first(), address).toBeVisible();
  }
});

test('the preview entry switches draft mode on with a partitioned cookie and drops the token, so a browser refusing the cookie gets no redirect loop', async ({ page }) => {
  const to = `/en/products/ac-thor/${previewQuery()}&_storyblok=1`;
  const entry = await page.request.get(`/api/preview/?to=${encodeURIComponent(to)}`, { maxRedirects: 0 });
  expect(entry.status()).toBe(307);
  const location = new URL(entry.headers()['location']!, SITE);
  expect(location.pathname).toBe('/en/products/ac-thor/');
  expect([...location.searchParams.keys()]).toEqual(['_storyblok']);
  const cookie = entry.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('__prerender_bypass='))!.value;
  expect(cookie).toMatch(/; Partitioned/i);
  expect(cookie).toMatch(/; SameSite=None/i);
  expect(cookie).toMatch(/; Secure/i);

  // without the cookie (refused as a third party's), the page the entry leads to is the published one, not another entry
  const refused = await page.context().browser()!.newContext();
  const landing = await refused.request.get(`${SITE}${location.pathname}${location.search}`, { maxRedirects: 0 });
  expect(landing.status()).toBe(200);
  expect(await landing.text()).not.toContain('class="draft-notice"');
  await refused.close();
});

test("visitors carry nothing of the editor's: no live preview or bridge code, not even a loader of it, no editable markers", async ({ page, browser }) => {
  const scriptsOf = (target: Page) => {
    const urls: string[] = [];
    target.on('response', (response) => {
      if (response.request().resourceType() === 'script') urls.push(response.url());
    });
    return urls;
  };
  const bodies = (urls: string[]) => Promise.all(urls.map(async (url) => ({ url, body: await (await page.request.get(url)).text() })));

  // the chunks the editor's page loads for the live preview and the bridge
  const editorScripts = scriptsOf(page);
  const frame = await openInEditor(page, '/en/products/ac-thor/', 'produkte/ac-thor', 'en');
  await expect(frame.locator('[data-blok-uid]').first()).toBeAttached();
  const previewChunks = (await bodies(editorScripts))
    .filter(({ body }) => body.includes('renderLivePreview') || body.includes('storyblok__overlay'))
    .map(({ url }) => new URL(url).pathname.split('/').pop()!);
  expect(previewChunks.length).toBeGreaterThanOrEqual(2);

  // a visitor: no draft-mode cookie
  const visitor = await (await browser.newContext()).newPage();
  const visitorScripts = scriptsOf(visitor);
  await visitor.goto(`${SITE}/en/products/ac-thor/`, { waitUntil: 'networkidle' });
  expect(await visitor.content()).not.toContain('data-blok-');
  for (const { url, body } of await bodies(visitorScripts)) {
    for (const chunk of previewChunks) {
      expect(url, 'a preview chunk loaded by a visitor').not.toContain(chunk);
      expect(body.includes(chunk), `${url} refers to the preview chunk ${chunk}`).toBe(false);
    }
  }
});
