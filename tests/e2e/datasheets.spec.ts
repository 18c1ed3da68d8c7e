/**
 * A product's data sheet (issue 35): generated from the product's story by the PDF service in the page's
 * language, linked in the product bar and first among the downloads, with the real size of the file the
 * link downloads. A page pre-rendered by the build cannot know it (neither the site nor so the renderer
 * page is up then); it is rendered again within a minute and then shows it.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPdf } from '../support/pdf';

const PRODUCTS = [
  { lang: 'de', path: '/de/produkte/ac-thor/', title: 'Datenblatt AC-THOR', button: 'Datenblatt', heading: 'Technische Daten', file: 'datenblatt-ac-thor-de.pdf' },
  { lang: 'fr', path: '/fr/produits/ac-thor/', title: 'Fiche technique AC-THOR', button: 'Fiche technique', heading: 'Caractéristiques techniques', file: 'fiche-technique-ac-thor-fr.pdf' },
] as const;

/** "180 KB", "180 Ko": the site's size text for a byte length in a language */
function sizeText(bytes: number, lang: string): string {
  const catalog = JSON.parse(readFileSync(join(__dirname, `../../packages/shared/messages/${lang}.json`), 'utf8')) as Record<string, string>;
  const kilobytes = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));
  return catalog['docs.size.kb']!.replace('{size}', kilobytes);
}

/** the product bar's data sheet link, once its size shows (a page the build made without it is made again within a minute) */
async function datasheetLink(page: Page, path: string) {
  const link = page.locator('.product-bar a[href^="/pdf/datasheet?"]');
  await expect(async () => {
    await page.goto(path);
    await expect(link.locator('.product-bar__facts')).toHaveText(/^PDF · \d/, { timeout: 1_000 });
  }).toPass({ timeout: 120_000, intervals: [2_000] });
  return link;
}

/** page objects in a PDF (`/Type /Page`, not the `/Pages` tree) */
const pageObjects = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

test.describe('product data sheets', () => {
  for (const product of PRODUCTS) {
    test(`${product.lang}: the data sheet link shows the downloaded file's size, and the file is the product's multi-page data sheet in ${product.lang}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const link = await datasheetLink(page, product.path);
      await expect(link).toContainText(product.button);
      const href = (await link.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^/pdf/datasheet\\?id=\\d+&lang=${product.lang}$`));
      const facts = (await link.locator('.product-bar__facts').textContent())!;

      const answer = await request.get(href);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      expect(answer.headers()['content-disposition']).toBe(`attachment; filename="${product.file}"`);
      const pdf = await answer.body();
      expect(Number(answer.headers()['content-length'])).toBe(pdf.byteLength);
      // the file the page measured, not a render made since (which could differ)
      expect(answer.headers()['x-cache']).toBe('hit');
      expect(facts).toBe(`PDF · ${sizeText(pdf.byteLength, product.lang)}`);

      // the downloads list offers the same file first, with the same facts
      const first = page.locator('.download-list li').first();
      await expect(first.locator('a')).toHaveAttribute('href', href);
      await expect(first.locator('a')).toHaveText(product.title);
      await expect(first.locator('.download-list__meta')).toHaveText(`${facts} · ${product.lang.toUpperCase()}`);
      // one data sheet per product: no other file of the downloads is one
      await expect(page.locator('.download-list a', { hasText: product.button })).toHaveCount(1);

      expect(pageObjects(pdf)).toBeGreaterThanOrEqual(2);
      const { pageTexts, info } = await readPdf(pdf);
      expect(pageTexts.length).toBe(pageObjects(pdf));
      expect(info).toMatchObject({ Title: product.title, Language: product.lang, Author: 'Sonnwärme GmbH' });
      expect(pageTexts[0]).toContain('AC-THOR');
      expect(pageTexts.slice(1).join(' ')).toContain(product.heading);

      // HEAD, as the site asks for the size, answers the same length without rendering again
      const head = await request.head(href);
      expect(head.headers()['content-length']).toBe(String(pdf.byteLength));
      expect(head.headers()['x-cache']).toBe('hit');
    });
  }

  test('a product the language does not have, a story that is no product, and bad input: 404 or 400 with a message, never 500', async ({ request }) => {
    for (const [query, status, message] of [
      ['id=abc&lang=de', 400, /id must be a story id/],
      ['id=2004&lang=pt', 400, /lang must be one of/],
      ['id=999999999&lang=de', 404, /no product 999999999 published in de/],
    ] as const) {
      const answer = await request.get(`/pdf/datasheet?${query}`);
      expect(answer.status(), query).toBe(status);
      expect(((await answer.json()) as { message: string }).message).toMatch(message);
    }
  });
});
