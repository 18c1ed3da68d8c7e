import { expect, test } from '@playwright/test';
import { previewQuery } from '../support/preview';
import { pageStories } from '../support/pages';

for (const [locale, path, title] of [
  ['de', '/de/ueber-uns/', 'Über uns'],
  ['en', '/en/about-us/', 'About us'],
] as const) {
  test(`SEO tags of a ${locale} page`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const href = (selector: string) => page.locator(selector).getAttribute('href');
    expect(await href('link[rel="canonical"]')).toBe(`http://localhost:3000${path}`);
    expect(await href('link[rel="alternate"][hreflang="it"]')).toBe('http://localhost:3000/it/chi-siamo/');
    expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe('http://localhost:3000/en/about-us/');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(7);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/m\/1200x630\/smart$/);
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', /\/m\/1280x0$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Organization', address: { addressCountry: 'AT', postalCode: '4400', addressLocality: 'Steyr' } });
  });
}

test('sitemap lists every page in every language with alternates; robots points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap.match(/<url>/g)).toHaveLength(pageStories.length * 6);
  expect(sitemap).toContain('<loc>http://localhost:3000/fr/a-propos/</loc>');
  expect(sitemap).toContain('hreflang="x-default"');
  expect(sitemap).not.toContain('_settings');
  expect(sitemap).not.toContain('/de/webinare/');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
});

test('a valid preview token shows draft content with noindex; an invalid one does not', async ({ page }) => {
  await page.goto(`/de/ueber-uns/${previewQuery('0'.repeat(40))}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wir machen Sonne zu Wärme');

  const draftResponse = await page.goto(`/de/ueber-uns/${previewQuery()}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wir machen Sonne zu Wärme – seit 2013');
  // drafts never land in a shared cache
  expect(draftResponse?.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
  // only the visual editor may frame a draft (npm start names its stand-in editor, the content service)
  expect(draftResponse?.headers()['content-security-policy']).toContain('frame-ancestors http://localhost:4010');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('status')).toHaveText('Vorschau: nicht veröffentlichte Inhalte');
  // the visual editor's bridge loads only in preview and only with the editor's `_storyblok` parameter
  const bridgeScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && (await response.text()).includes('storyblok__overlay')) bridgeScripts.push(response.url());
  });
  await page.reload({ waitUntil: 'networkidle' });
  expect(bridgeScripts).toEqual([]);
  await page.goto('/de/ueber-uns/?_storyblok=1002');
  await expect.poll(() => bridgeScripts.length).toBe(1);
  const draftOnly = await page.goto('/de/webinare/');
  expect(draftOnly?.status()).toBe(200);
});

test('a component the site does not know: nothing for visitors, a placeholder in preview', async ({ page }) => {
  await page.goto('/de/impressum/');
  await expect(page.locator('.block-placeholder')).toHaveCount(0);
  await page.goto(`/de/impressum/${previewQuery()}`);
  await expect(page.locator('.block-placeholder')).toContainText('legacy-slider');
});

test('unpublished pages are not served without preview', async ({ request }) => {
  expect((await request.get('/de/webinare/')).status()).toBe(404);
});
