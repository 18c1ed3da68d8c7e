/**
 * Every legacy address of data/legacy-redirects.csv through the running site: one hop, the right
 * status and Location, a target that answers 200 — and no input that redirects off-site.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { normaliseSource } from '@pv/functions/redirects/paths';
import { parseRedirectCsv } from '@pv/cms/legacy-redirects';
import { withForwardedQuery } from '@pv/shared/legacy-query';

const DOCUMENT_SERVER = 'http://localhost:4010/f/1000/documents';
const DOWNLOAD_HOST = 'https://download.sonnwaerme.example/download';
const rows = parseRedirectCsv(readFileSync('data/legacy-redirects.csv', 'utf8'));
const bySource = new Map(rows.map((row) => [normaliseSource(row.source), row]));

/** the row's final target: chains followed (the import stores one hop), old download host moved to the document server */
function expectedTarget(target: string): string {
  let current = target;
  for (let next = bySource.get(normaliseSource(current)); next; next = bySource.get(normaliseSource(current))) current = next.target;
  return current.startsWith(DOWNLOAD_HOST) ? `${DOCUMENT_SERVER}${current.slice(DOWNLOAD_HOST.length)}` : current;
}

test('the dataset holds at least 400 legacy addresses of every shape the spec names', () => {
  expect(rows.length).toBeGreaterThanOrEqual(400);
  const sources = rows.map((row) => row.source);
  for (const shape of [/^\/dto$/, /^\/en\/products\/ac-thor-en$/, /^\/download\//, /^\/pickup\//, /^\/news\//, /^\/noticias\//, /^\/index\.php\/de\//, /[?&]docart=/, /[?&]view=/, /[?&]id=/, /[?&]catid=/]) {
    expect(sources.some((source) => shape.test(source)), String(shape)).toBe(true);
  }
  for (const language of ['de', 'en', 'es', 'fr', 'it', 'nl']) expect(sources.some((source) => source.startsWith(`/${language}/`)), language).toBe(true);
});

test('every row redirects in one hop to a live target', async ({ request }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  const checked = new Map<string, number>();
  for (const row of rows) {
    const response = await request.get(row.source, { maxRedirects: 0 });
    const location = response.headers().location ?? '';
    const expectedStatus = Number(bySource.get(normaliseSource(row.source))!.status || 301);
    const query = row.source.includes('?') ? row.source.slice(row.source.indexOf('?')) : '';
    const target = expectedTarget(row.target);
    const expectedLocation = /^https?:/.test(target) ? target : withForwardedQuery(target, query);
    if (response.status() !== expectedStatus || location !== expectedLocation) {
      problems.push(`${row.source}: ${response.status()} → ${location} (expected ${expectedStatus} → ${expectedLocation})`);
      continue;
    }
    if (!checked.has(location)) checked.set(location, (await request.get(location, { maxRedirects: 0 })).status());
    if (checked.get(location) !== 200) problems.push(`${row.source} → ${location} answers ${checked.get(location)}`);
  }
  expect(problems).toEqual([]);
});

test('no input redirects off-site', async ({ request, baseURL }) => {
  for (const attack of ['//evil.example', '//evil.example/de/', '/\\evil.example', '/%2F%2Fevil.example', '/%5C%5Cevil.example', '/dto?next=//evil.example', '/.//evil.example', '/api/preview/?to=/%09/evil.example/', '/api/preview/?to=%0A//evil.example/']) {
    const response = await request.get(`${baseURL}${attack}`, { maxRedirects: 0 });
    const location = response.headers().location;
    if (location) expect(new URL(location, baseURL).host, `${attack} → ${location}`).toMatch(/^localhost:(3000|4010)$/);
  }
});

test('a visitor following a legacy link lands on the page, with the query kept', async ({ page }) => {
  await page.goto('/en/products/ac-thor-en?utm_source=newsletter');
  await expect(page).toHaveURL(/\/en\/products\/ac-thor\/\?utm_source=newsletter$/);
  await expect(page).toHaveTitle(/AC-THOR/);
});

test('a legacy document link leaves for the document server (an absolute target: full navigation)', async ({ page }) => {
  const [documentRequest] = await Promise.all([
    page.waitForRequest((request) => request.url().startsWith(DOCUMENT_SERVER)),
    page.goto('/download/anleitung-elwa.pdf').catch(() => null),
  ]);
  expect(documentRequest.url()).toBe(`${DOCUMENT_SERVER}/anleitung-elwa.pdf`);
});
