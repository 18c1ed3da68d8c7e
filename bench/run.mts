/**
 * `npm run bench`: builds the site, serves it with the local services and prints one table of
 * speed figures. `npm run bench -- --record` also writes the table to docs/benchmarks.md.
 * Needs the site to be stopped (it measures its own build); `--only <names>` runs some measurements against a
 * running site.
 */
import { isStory, loadContent } from '../packages/cms/src/space-files';
import { createServer, get as httpGet } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { cpus, totalmem } from 'node:os';
import { readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { algoliasearch } from 'algoliasearch';
import autocannon from 'autocannon';
import type { Locale } from '../packages/web/src/i18n/routing';
import { signBody } from '../packages/functions/src/cms/signature';
import { cmsConfig, pdfConfig } from '../packages/functions/src/config';
import { launchChromium, reusableBrowser } from '../packages/functions/src/pdf/browser';
import { dropStoryPdfs, s3Client, s3PdfCache } from '../packages/functions/src/pdf/cache';
import { createPdfHandler, pdfDependencies } from '../packages/functions/src/pdf/handler';
import { parseRedirectCsv } from '../packages/cms/src/legacy-redirects';
import { solveAltchaChallenge } from '../packages/web/src/features/forms/bot-check/altcha';
import { searchHosts } from '../packages/web/src/features/search/client';
import { siteQuery } from '../packages/web/src/features/search/query';
import { precision, runRelevance } from '../tests/support/search-relevance';
import { firstLoadJsBytes } from '../tests/support/first-load-js';
import { launchLighthouseChrome, measure, REFERENCE_PAGE } from '../tests/support/lighthouse.mjs';
import { fixtureEvent } from '../tests/support/functions-stack';
import { readPdf } from '../tests/support/pdf';
import { pagePerLayout } from '../tests/support/pages';
import { previewQuery } from '../tests/support/preview';
import { ensureSite, median, siteUrl } from '../tests/support/site';
import { packageForAws } from '../tests/deploy/global-setup';
import { startSiteFunction } from '../tests/deploy/support/site-function';
import { flood, malformedUnderLoad } from './flood.mjs';
import { pdfPool } from './pdf-pool.mjs';

// the benchmarks run against the local stack: unset settings take its values (as under npm start)
process.env.PV_LOCAL_STACK = '1';

const CONNECTIONS = 50;
const BURST_CONNECTIONS = 200;
const BURST_SECONDS = 30;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const COLD_RENDERS = 5;
const BASELINE = '/_internal/baseline/';
const SEARCH_QUERIES = 1000;
const PALETTE_RUNS = 20;
/** client-side navigations between pages of the layouts, once prefetched and once not */
const NAVIGATIONS = 20;
/** how long a pointer rests on a link before the click: what a visitor's hover gives the prefetch */
const HOVER_MS = 300;
/** edits sent from the visual editor's stand-in */
const LIVE_PREVIEW_RUNS = 20;
const MAIL_SENDS = 20;
const REDIRECT_LOOKUPS = 2000;
const FORM_RUNS = 5;
const PDF_RUNS = 10;
/** an editor's redirect published and deleted this often */
const REDIRECT_RUNS = 5;
const PUBLISH_RUNS = 10;
const AWS_COLD_STARTS = 5;
const AWS_INVOCATIONS = 200;
/** Lighthouse mobile runs per layout (the median counts); the empty page gets more, every ratio rests on it */
const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_REFERENCE_RUNS = 7;
const SEARCH_URL = `http://localhost:${process.env.SEARCH_SERVICE_PORT ?? 4020}/1/indexes/${process.env.SEARCH_INDEX ?? 'site'}/query`;
const SEARCH_HEADERS = { 'x-algolia-application-id': process.env.SEARCH_APP_ID ?? 'LOCALAPP', 'x-algolia-api-key': process.env.SEARCH_API_KEY ?? 'local-search-key' };

interface Row {
  measure: string;
  value: string;
  reference?: string;
  ratio?: string;
}
const rows: Row[] = [];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** what browsers and CDNs ask for: the compressed page */
const ACCEPT_ENCODING = { 'accept-encoding': 'br, gzip' };

async function load(url: string) {
  // a short warm-up, so that the measured run sees warm caches and a compiled server
  await autocannon({ url, connections: 10, duration: 1, headers: ACCEPT_ENCODING });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: ACCEPT_ENCODING });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}
/** the value below which a share `p` of the samples lies */
const percentile = (values: readonly number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const loadFigure = ({ rps, p50, p99 }: Awaited<ReturnType<typeof load>>) => `${Math.round(rps)} req/s, p50 ${p50} ms, p99 ${p99} ms`;

/** a page's body as sent for `accept-encoding` (fetch would decompress it) */
function sentBody(url: string, acceptEncoding: string): Promise<{ body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part)).on('end', () => resolve({ body: Buffer.concat(parts), encoding: res.headers['content-encoding'] }));
    }).on('error', reject);
  });
}

/** the same bytes from a minimal server: the limit of what this machine and autocannon can do */
async function staticCopy({ body, encoding }: { body: Buffer; encoding: string | undefined }) {
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, ...(encoding ? { 'content-encoding': encoding } : {}) };
  const server = createServer((_req, res) => res.writeHead(200, headers).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

async function throughput() {
  const baseline = await load(`${siteUrl}${BASELINE}`);
  rows.push({ measure: `empty Next.js page ${BASELINE} (same server)`, value: loadFigure(baseline) });
  for (const path of ['/en/', '/en/products/ac-thor/']) {
    const page = await load(`${siteUrl}${path}`);
    const sent = await sentBody(`${siteUrl}${path}`, ACCEPT_ENCODING['accept-encoding']);
    const copy = await staticCopy(sent);
    const limit = await load(copy.url);
    copy.close();
    rows.push({
      measure: `cached page ${path} (${kb(sent.body.length)} HTML, ${sent.encoding ?? 'uncompressed'})`,
      value: loadFigure(page),
      reference: `empty page ${Math.round(baseline.rps)} req/s`,
      ratio: `${(page.rps / baseline.rps).toFixed(2)} × empty page (goal ≥ 0.9)`,
    });
    rows.push({
      measure: `same compressed HTML as a static file, from memory`,
      value: loadFigure(limit),
      reference: `cached page ${Math.round(page.rps)} req/s`,
      ratio: `cached page at ${((page.rps / limit.rps) * 100).toFixed(0)} % of the limit`,
    });
  }
}

/** Each layout's HTML as sent (brotli) and as parsed, and how much of it is the inline payload (the page again, for hydration). */
async function htmlWeight() {
  for (const path of pagePerLayout('en').filter((p) => !p.startsWith('/_internal/'))) {
    const { body, encoding } = await sentBody(`${siteUrl}${path}`, 'br');
    const html = (encoding === 'br' ? brotliDecompressSync(body) : body).toString('utf8');
    const payload = [...html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)].reduce((sum, [script]) => sum + script.length, 0);
    const styles = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].reduce((sum, [style]) => sum + style.length, 0);
    rows.push({
      measure: `HTML ${path}`,
      value: `${kb(body.length)} brotli, ${kb(html.length)} parsed`,
      reference: `inline payload ${kb(payload)}, inline styles ${kb(styles)}`,
    });
  }
}

/** render time without the page cache (draft mode renders on every request), per layout; the slowest is reported */
async function coldRender() {
  const entry = await fetch(`${siteUrl}/de/${previewQuery()}`, { redirect: 'manual' });
  const preview = await fetch(new URL(entry.headers.get('location')!, siteUrl), { redirect: 'manual' });
  const cookie = preview.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie.includes('__prerender_bypass')) throw new Error('could not enter draft mode');
  const timings: { path: string; ms: number }[] = [];
  for (const path of pagePerLayout('de').filter((p) => !p.startsWith('/_internal/') && !p.includes('does-not-exist'))) {
    const samples: number[] = [];
    for (let i = 0; i < COLD_RENDERS; i++) {
      // the content client allows 5 requests a second (spec): a pause keeps one render's requests out of the next one's queue
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const started = performance.now();
      const response = await fetch(`${siteUrl}${path}`, { headers: { cookie } });
      await response.arrayBuffer();
      if (!response.headers.get('cache-control')?.includes('no-store')) throw new Error(`${path} was not rendered in draft mode`);
      samples.push(performance.now() - started);
    }
    timings.push({ path, ms: median(samples) });
  }
  const heaviest = timings.reduce((a, b) => (b.ms > a.ms ? b : a));
  rows.push({ measure: `cold render, heaviest page ${heaviest.path}`, value: `${heaviest.ms.toFixed(0)} ms (median of ${COLD_RENDERS})` });
}

/** a repeatable random sequence, so every run asks the same queries */
function seeded(seed: number) {
  return () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

/** Queries from the demo content's names in every language: whole words, prefixes as typed, and words with a typo. */
function demoQueries(count: number): { query: string; lang: Locale }[] {
  const words = new Set<string>();
  for (const story of loadContent().stories.filter(isStory)) {
    for (const [key, value] of Object.entries(story.content)) {
      if (typeof value === 'string' && /^(title|question|name)(__i18n__\w+)?$/.test(key)) value.match(/\p{L}{4,}/gu)?.forEach((w) => words.add(w));
    }
  }
  const vocabulary = [...words];
  const random = seeded(42);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, () => {
    const word = pick(vocabulary);
    const kind = random();
    const swap = Math.floor(random() * (word.length - 1));
    const query =
      kind < 0.5
        ? `${word}${random() < 0.3 ? ` ${pick(vocabulary)}` : ''}`
        : kind < 0.8
          ? word.slice(0, 3 + Math.floor(random() * 3))
          : `${word.slice(0, swap)}${word[swap + 1]}${word[swap]}${word.slice(swap + 2)}`;
    return { query, lang: pick<Locale>(['de', 'en', 'fr', 'es', 'nl', 'it']) };
  });
}

async function searchLatency() {
  const timings: number[] = [];
  const processing: number[] = [];
  let hits = 0;
  for (const { query, lang } of demoQueries(SEARCH_QUERIES)) {
    const started = performance.now();
    const response = await fetch(SEARCH_URL, { method: 'POST', headers: SEARCH_HEADERS, body: JSON.stringify(siteQuery(query, lang, 20)) });
    const result = (await response.json()) as { nbHits: number; processingTimeMS: number };
    timings.push(performance.now() - started);
    processing.push(result.processingTimeMS);
    if (result.nbHits > 0) hits++;
  }
  rows.push({
    measure: `local search service, ${SEARCH_QUERIES} queries from the demo vocabulary as the site sends them (${hits} with hits)`,
    value: `p50 ${percentile(timings, 0.5).toFixed(1)} ms, p95 ${percentile(timings, 0.95).toFixed(1)} ms (HTTP); engine p95 ${percentile(processing, 0.95)} ms`,
    reference: 'goal p95 ≤ 20 ms',
  });
}

/** The relevance table through `algoliasearch` against the running search service: where each query's page came. */
async function searchRelevance() {
  const host = `http://localhost:${process.env.SEARCH_SERVICE_PORT ?? 4020}`;
  const client = algoliasearch(SEARCH_HEADERS['x-algolia-application-id'], SEARCH_HEADERS['x-algolia-api-key'], { hosts: searchHosts(host) });
  const ranked = await runRelevance(client, process.env.SEARCH_INDEX ?? 'site');
  const { at1, at3 } = precision(ranked);
  const missed = ranked.filter((row) => row.rank !== 1).map((row) => `${row.lang} "${row.query}"`);
  rows.push({
    measure: `search relevance, ${ranked.length} queries in six languages with the page each must return first (tests/fixtures/search-relevance.json)`,
    value: `precision at 1: ${(at1 * 100).toFixed(1)} %, at 3: ${(at3 * 100).toFixed(1)} %`,
    reference: missed.length ? `not first: ${missed.join(', ')}` : 'every page first',
  });
}

/** From a keystroke in the palette to the rendered hits, measured in the page. */
async function paletteLatency() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage({ baseURL: siteUrl });
  await page.goto('/en/', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.locator('#search-palette-input').waitFor();
  const terms = ['elwa', 'thor', 'modbus', 'heating', 'manual', 'water', 'firmware', 'cloud', 'meter', 'coach', 'legionella', 'install', 'data', 'power', 'boiler', 'update', 'press', 'wifi', 'usb', 'tariff'];
  const samples: number[] = [];
  for (const term of terms.slice(0, PALETTE_RUNS)) {
    await page.locator('#search-palette-input').fill('');
    await page.locator('#search-palette-results').waitFor({ state: 'hidden' });
    samples.push(
      await page.evaluate(
        (value) =>
          new Promise<number>((resolve) => {
            const input = document.querySelector<HTMLInputElement>('#search-palette-input')!;
            const results = document.querySelector<HTMLElement>('#search-palette-results')!;
            const observer = new MutationObserver(() => {
              if (results.hidden || !results.querySelector('[role=option]')) return;
              observer.disconnect();
              // until the frame with the hits is painted
              requestAnimationFrame(() => resolve(performance.now() - started));
            });
            observer.observe(results, { childList: true, subtree: true, attributes: true });
            const started = performance.now();
            // as typing does: React listens for the input event
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
            input.dispatchEvent(new Event('input', { bubbles: true }));
          }),
        term,
      ),
    );
  }
  await browser.close();
  rows.push({ measure: `palette, keystroke to rendered hits (${samples.length} terms)`, value: `median ${median(samples).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms`, reference: 'goal ≤ 150 ms' });
}

type BenchPage = Awaited<ReturnType<Awaited<ReturnType<typeof chromium.launch>>['newPage']>>;

/**
 * One client-side navigation through a link of the page: from the click to the frame that shows the next
 * page's content (its own element in `main`). The link sits where nothing covers it, as a link in view does;
 * `hoverMs` > 0 rests the pointer on it first (which prefetches the page), 0 clicks at once.
 */
async function clickToContent(page: BenchPage, target: string, hoverMs: number): Promise<number> {
  await page.evaluate((href) => {
    document.getElementById('bench-link')?.remove();
    const link = Object.assign(document.createElement('a'), { id: 'bench-link', href, textContent: 'next page' });
    link.style.cssText = 'position: fixed; z-index: 1000; left: 8px; bottom: 8px; background: #fff';
    document.body.append(link);
  }, target);
  if (hoverMs) {
    await page.hover('#bench-link');
    await page.waitForTimeout(hoverMs);
  }
  // no named functions inside: the bundler would wrap them in a helper the page does not have
  return page.evaluate(async (href) => {
    const before = document.querySelector('main')?.firstElementChild;
    const started = performance.now();
    document.getElementById('bench-link')!.click();
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = document.querySelector('main')?.firstElementChild;
      if (`${location.pathname}${location.search}` === href && now && now !== before) break;
      if (performance.now() - started > 10_000) throw new Error(`${href}: no new content after 10 s`);
    }
    // the frame after the one that found the content: it has been painted by then
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return performance.now() - started;
  }, target);
}

/** Client-side navigation between the layouts' pages (desktop, no throttling): click to painted content, prefetched and not. */
async function navigationLatency() {
  const paths = pagePerLayout('en').filter((path) => !path.startsWith('/_internal/') && !path.includes('does-not-exist'));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const context = await browser.newContext({ baseURL: siteUrl, viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'consent', value: 'necessary', url: siteUrl }]);
  const page = await context.newPage();
  let documents = 0;
  page.on('request', (request) => void (request.resourceType() === 'document' && documents++));
  for (const [label, hoverMs] of [[`prefetched (pointer on the link ${HOVER_MS} ms)`, HOVER_MS], ['not prefetched (clicked at once)', 0]] as const) {
    await page.goto(paths[0]!, { waitUntil: 'networkidle' });
    documents = 0;
    const samples: number[] = [];
    for (let i = 1; i <= NAVIGATIONS; i++) samples.push(await clickToContent(page, paths[i % paths.length]!, hoverMs));
    if (documents) throw new Error(`${documents} of the navigations loaded a whole document`);
    rows.push({
      measure: `client-side navigation, click to painted content, ${NAVIGATIONS} navigations between ${paths.length} layouts, ${label}`,
      value: `median ${median(samples).toFixed(0)} ms, p95 ${percentile(samples, 0.95).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms`,
      reference: hoverMs ? 'goal median ≤ 150 ms, p95 ≤ 300 ms' : undefined,
    });
  }
  await browser.close();
}

/** The visual editor's live preview: from the editor's `input` (an unsaved title) to the changed text painted in the framed page. */
async function livePreviewLatency() {
  const content = `http://localhost:${process.env.CONTENT_SERVICE_PORT ?? 4010}`;
  const lookup = await fetch(`${content}/v2/cdn/stories/produkte/ac-thor?version=draft&token=local-preview-token`);
  const { story } = (await lookup.json()) as { story: { id: number } };
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage();
  await page.goto(`${content}/_editor/?site=${encodeURIComponent(siteUrl)}&path=${encodeURIComponent('/en/products/ac-thor/')}&story=${story.id}&lang=en`);
  type EditorWindow = { editor: { story(): Promise<{ content: { title?: string } }>; input(story: unknown): Promise<void> }; editorMessages?: { action: string }[] };
  await page.waitForFunction(() => (window as unknown as EditorWindow).editorMessages?.some((m) => m.action === 'initialized'));
  const frame = page.frames().find((f) => f.url().startsWith(siteUrl));
  if (!frame) throw new Error('the editor did not frame the page');
  const samples: number[] = [];
  for (let run = 0; run < LIVE_PREVIEW_RUNS; run++) {
    const title = `Typed live ${run} ${Date.now().toString(36)}`;
    // armed in the page first: the moment the text is painted, on the clock both frames share
    await frame.evaluate((text) => {
      (window as unknown as { seen: Promise<number> }).seen = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.body.textContent?.includes(text)) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    }, title);
    const sent = await page.evaluate(async (text) => {
      const { editor } = window as unknown as EditorWindow;
      const edited = await editor.story();
      edited.content.title = text;
      const at = performance.timeOrigin + performance.now();
      void editor.input(edited);
      return at;
    }, title);
    samples.push((await frame.evaluate(() => (window as unknown as { seen: Promise<number> }).seen)) - sent);
  }
  await browser.close();
  rows.push({
    measure: `live preview, editor's input event to the changed text on screen (${samples.length} edits of a product title, Chromium)`,
    value: `median ${median(samples).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms`,
    reference: 'goal ≤ 300 ms',
  });
}

/**
 * Legacy-address lookups in the web tier, as its Server-Timing reports them: hits the site has not
 * seen (an ignored parameter makes each address new to its cache), the same again (cached), misses.
 */
async function redirectLatency() {
  const sources = parseRedirectCsv(readFileSync('data/legacy-redirects.csv', 'utf8')).map((row) => row.source);
  const run = Date.now();
  const addresses = {
    hits: Array.from({ length: REDIRECT_LOOKUPS }, (_, i) => `${sources[i % sources.length]}${sources[i % sources.length]!.includes('?') ? '&' : '?'}bench=${run}-${i}`),
    misses: Array.from({ length: REDIRECT_LOOKUPS }, (_, i) => `/legacy-bench-missing-${run}-${i}`),
  };
  const lookupTime = async (address: string) => {
    const response = await fetch(`${siteUrl}${address}`, { redirect: 'manual', method: 'HEAD' });
    const timing = /redirect;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    if (!timing) throw new Error(`no redirect timing for ${address} (${response.status})`);
    return Number(timing[1]);
  };
  const figure = (lookups: number[]) => `p50 ${percentile(lookups, 0.5).toFixed(2)} ms, p99 ${percentile(lookups, 0.99).toFixed(2)} ms`;
  const measure = async (list: string[]) => {
    const lookups: number[] = [];
    for (const address of list) lookups.push(await lookupTime(address));
    return figure(lookups);
  };
  // each address asked twice in a row: the second answer comes from the cache (answers live seconds, a pass takes longer)
  const [fresh, cached]: [number[], number[]] = [[], []];
  for (const address of addresses.hits) {
    fresh.push(await lookupTime(address));
    cached.push(await lookupTime(address));
  }
  rows.push({ measure: `legacy redirect lookup in the web tier, ${REDIRECT_LOOKUPS} hits new to its cache (function, dynalite)`, value: figure(fresh), reference: 'goal p99 ≤ 20 ms' });
  rows.push({ measure: `legacy redirect lookup, the same ${REDIRECT_LOOKUPS} hits again at once (cached)`, value: figure(cached), reference: 'goal p99 ≤ 2 ms' });
  rows.push({ measure: `legacy redirect lookup, ${REDIRECT_LOOKUPS} misses (then the page or 404)`, value: await measure(addresses.misses), reference: 'goal p99 ≤ 20 ms' });
}

/** The mail function through the site's /mail/send: schema, proof check, DynamoDB write, SES send, marked sent. */
async function mailLatency() {
  const timings: number[] = [];
  for (let i = 0; i < MAIL_SENDS; i++) {
    // proofs are solved beforehand: this measures the function, not the visitor's proof of work
    const challenge = await (await fetch(`${siteUrl}/mail/challenge`)).json();
    const botCheck = await solveAltchaChallenge(challenge);
    const body = JSON.stringify({ form: 'contact', language: 'en', firstname: 'Bench', lastname: 'Mark', email: 'bench@example.org', phone: '', subject: `Bench ${i}`, message: 'Measuring the mail function.', privacy: true, botCheck });
    const started = performance.now();
    const response = await fetch(`${siteUrl}/mail/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (!response.ok) throw new Error(`mail send answered ${response.status}: ${await response.text()}`);
    timings.push(performance.now() - started);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  rows.push({
    measure: `POST /mail/send through the site, ${MAIL_SENDS} contact forms (function, dynalite, SES local)`,
    value: `p50 ${median(timings).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
    reference: 'goal p50 ≤ 100 ms',
  });
}

/** What a visitor waits for: from "Send" on a filled contact form to the success message (bot check proof prepared while typing). */
async function formLatency() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const context = await browser.newContext({ baseURL: siteUrl });
  await context.addCookies([{ name: 'consent', value: 'necessary', url: siteUrl }]);
  const page = await context.newPage();
  const samples: number[] = [];
  for (let i = 0; i < FORM_RUNS; i++) {
    await page.goto('/en/contact/', { waitUntil: 'networkidle' });
    await page.getByLabel('First name').fill('Bench');
    await page.getByLabel('Last name').fill('Mark');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('bench@example.org');
    await page.getByLabel('Subject').fill(`Form bench ${i}`);
    await page.getByLabel('Message').fill('Measuring what a visitor waits for.');
    await page.getByLabel(/I accept the privacy policy/).check();
    const started = performance.now();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').waitFor();
    samples.push(performance.now() - started);
  }
  await browser.close();
  rows.push({ measure: `contact form, "Send" to success message (${FORM_RUNS} runs, Chromium)`, value: `median ${median(samples).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms`, reference: 'goal ≤ 1 s' });
}

/** The longest demo manual as PDF: rendered by a new function instance (Chromium starts), by a warm one, and from the cache. */
async function pdfLatency() {
  const manual = { id: 8001, lang: 'en' };
  const address = `${siteUrl}/pdf/manual?id=${manual.id}&lang=${manual.lang}`;
  const config = { ...pdfConfig(), siteUrl };
  const cache = s3PdfCache(s3Client(config), config.bucket);
  const event = { ...fixtureEvent('pdf-manual'), rawQueryString: `id=${manual.id}&lang=${manual.lang}` };
  const cold: number[] = [];
  for (let i = 0; i < PDF_RUNS; i++) {
    await dropStoryPdfs(cache, manual.id);
    const browsers = reusableBrowser(() => launchChromium(config.chromiumPath));
    const handler = createPdfHandler(pdfDependencies(config, browsers));
    cold.push(
      await timed(async () => {
        const result = await handler(event);
        if (result.statusCode !== 200) throw new Error(`PDF function answered ${result.statusCode}: ${result.body}`);
      }),
    );
    await browsers.close();
  }
  const fetchPdf = async (expected: 'hit' | 'miss') => {
    const response = await fetch(address);
    const body = new Uint8Array(await response.arrayBuffer());
    if (response.headers.get('x-cache') !== expected) throw new Error(`expected a cache ${expected}, got ${response.headers.get('x-cache')} (${response.status})`);
    return body;
  };
  const warm: number[] = [];
  let pages = 0;
  for (let i = 0; i < PDF_RUNS; i++) {
    await dropStoryPdfs(cache, manual.id);
    warm.push(await timed(async () => (pages = (await readPdf(await fetchPdf('miss'))).pageTexts.length)));
  }
  const cached: number[] = [];
  for (let i = 0; i < PDF_RUNS; i++) cached.push(await timed(() => fetchPdf('hit')));
  const figure = (samples: number[]) => `median ${median(samples).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms`;
  const what = `${pages}-page manual ${manual.id} (${manual.lang}), ${PDF_RUNS} runs`;
  rows.push({ measure: `manual PDF, cold render (new function instance: Chromium starts), ${what}`, value: figure(cold) });
  rows.push({ measure: `manual PDF, warm render through the site (browser reused), ${what}`, value: figure(warm), reference: 'goal ≤ 1.5 s for 20 pages' });
  rows.push({ measure: `manual PDF, cached download through the site, ${what}`, value: figure(cached), reference: 'goal ≤ 50 ms' });
}

/** An editor publishes: from the signed webhook to the changed page served by the site (story, listing, search, PDFs refreshed on the way). */
async function publishLatency() {
  const content = `http://localhost:${process.env.CONTENT_SERVICE_PORT ?? 4010}`;
  const webhookUrl = `http://localhost:${process.env.FUNCTIONS_PORT ?? 4050}/cms/webhook`;
  const story = { id: 8003, fullSlug: 'anleitungen/elwa-bedienungsanleitung', page: '/en/manuals/elwa-operating-manual/' };
  const body = JSON.stringify({ text: 'bench publish', action: 'published', space_id: 1000, story_id: story.id, full_slug: story.fullSlug });
  const signature = signBody(cmsConfig().webhookSecret, body);
  const publish = () => fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'webhook-signature': signature }, body });
  const samples: number[] = [];
  try {
    for (let i = 0; i < PUBLISH_RUNS; i++) {
      const title = `Bench title ${i} ${Date.now()}`;
      const edit = await fetch(`${content}/_local/stories/${story.id}`, { method: 'POST', body: JSON.stringify({ content: { title__i18n__en: title } }) });
      if (!edit.ok) throw new Error(`content edit answered ${edit.status}`);
      const started = performance.now();
      const answer = await publish();
      if (!answer.ok) throw new Error(`webhook answered ${answer.status}: ${await answer.text()}`);
      for (;;) {
        if ((await (await fetch(`${siteUrl}${story.page}`)).text()).includes(title)) break;
        if (performance.now() - started > 30_000) throw new Error(`${story.page} still stale after 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      samples.push(performance.now() - started);
    }
  } finally {
    await fetch(`${content}/_local/reload`, { method: 'POST' });
    await publish();
  }
  rows.push({
    measure: `publish → fresh page: signed webhook to the changed page served (${PUBLISH_RUNS} runs; revalidation, search re-index, PDF drop included)`,
    value: `median ${median(samples).toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms`,
    reference: 'goal ≤ 2 s',
  });
}

/** An editor's redirect: from saving and publishing it (Management API, signed webhook) to the site answering 301, and back to 404 once deleted. */
async function editorRedirectLatency() {
  const content = `http://localhost:${process.env.CONTENT_SERVICE_PORT ?? 4010}`;
  const webhookUrl = `http://localhost:${process.env.FUNCTIONS_PORT ?? 4050}/cms/webhook`;
  const management = `${content}/v1/spaces/1000/stories`;
  const headers = { authorization: process.env.STORYBLOK_MANAGEMENT_TOKEN ?? 'local-personal-access-token', 'content-type': 'application/json' };
  const webhook = async (payload: object) => {
    const body = JSON.stringify({ space_id: 1000, ...payload });
    const started = performance.now();
    const answer = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'webhook-signature': signBody(cmsConfig().webhookSecret, body) }, body });
    if (!answer.ok) throw new Error(`webhook answered ${answer.status}: ${await answer.text()}`);
    return performance.now() - started;
  };
  const until = async (address: string, status: number, started: number) => {
    while ((await fetch(`${siteUrl}${address}`, { redirect: 'manual' })).status !== status) {
      if (performance.now() - started > 30_000) throw new Error(`${address} never answered ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return performance.now() - started;
  };
  const folder = ((await (await fetch(`${management}?with_slug=_redirects`, { headers })).json()) as { stories: { id: number }[] }).stories[0]!.id;
  const live: number[] = [];
  const gone: number[] = [];
  const webhooks: number[] = [];
  for (let i = 0; i < REDIRECT_RUNS; i++) {
    const source = `/bench-redirect-${Date.now()}-${i}/`;
    let started = performance.now();
    const created = await fetch(management, {
      method: 'POST',
      headers,
      body: JSON.stringify({ story: { name: source, slug: `bench-${Date.now()}-${i}`, parent_id: folder, content: { _uid: `bench-${i}`, component: 'redirect', source, target: { linktype: 'url', url: '/en/', cached_url: '/en/' }, status: '301' } }, publish: 1 }),
    });
    const { story } = (await created.json()) as { story: { id: number; full_slug: string } };
    webhooks.push(await webhook({ action: 'published', story_id: story.id, full_slug: story.full_slug }));
    live.push(await until(source, 301, started));
    started = performance.now();
    await fetch(`${management}/${story.id}`, { method: 'DELETE', headers });
    webhooks.push(await webhook({ action: 'deleted', story_id: story.id }));
    gone.push(await until(source, 404, started));
  }
  rows.push({ measure: `editor's redirect saved and published → the site answers 301 (${REDIRECT_RUNS} runs)`, value: `median ${median(live).toFixed(0)} ms, max ${Math.max(...live).toFixed(0)} ms`, reference: 'goal ≤ 5 s' });
  rows.push({ measure: `editor's redirect deleted → the site answers 404 (${REDIRECT_RUNS} runs)`, value: `median ${median(gone).toFixed(0)} ms, max ${Math.max(...gone).toFixed(0)} ms`, reference: 'goal ≤ 5 s' });
  rows.push({ measure: 'CMS webhook with the redirect sync (about 500 redirects: list, check, write, problems)', value: `median ${median(webhooks).toFixed(0)} ms, max ${Math.max(...webhooks).toFixed(0)} ms` });
}

/**
 * The site's server function as deployed on AWS: the OpenNext package of this build, run locally in
 * its own process with function-URL events (S3 cache in s3rver, tags in dynalite, the redirect function).
 */
async function awsServerFunction() {
  packageForAws();
  const server = await startSiteFunction({ pages: /\/\$\/de\/produkte\/ac-thor-9s(\.|$)/, redirects: [{ source: '/home.html', target: '/de/', status: 308 }] });
  const answer = async (event: unknown, status: number) => {
    const result = await server.invoke(event);
    if (result.statusCode !== status) throw new Error(`server function answered ${result.statusCode}, expected ${status}`);
  };
  const [page, legacy] = [fixtureEvent('site-page'), fixtureEvent('site-legacy-address')];
  try {
    const cold: number[] = [];
    for (let i = 0; i < AWS_COLD_STARTS; i++) cold.push(await timed(async () => (await server.restart(), await answer(page, 200))));
    const warm: number[] = [];
    for (let i = 0; i < AWS_INVOCATIONS; i++) warm.push(await timed(() => answer(page, 200)));
    const redirected: number[] = [];
    for (let i = 0; i < AWS_INVOCATIONS; i++) redirected.push(await timed(() => answer(legacy, 308)));
    const figure = (samples: number[]) => `p50 ${percentile(samples, 0.5).toFixed(1)} ms, p99 ${percentile(samples, 0.99).toFixed(1)} ms`;
    rows.push({ measure: `AWS server function (OpenNext, local), cold start to a cached page: process start, init, first answer (${AWS_COLD_STARTS} runs)`, value: `median ${median(cold).toFixed(0)} ms, max ${Math.max(...cold).toFixed(0)} ms` });
    rows.push({ measure: `AWS server function, cached page from S3 with CSP hashes and security headers (${AWS_INVOCATIONS} invocations)`, value: figure(warm) });
    rows.push({ measure: `AWS server function, legacy address redirected before Next (${AWS_INVOCATIONS} invocations)`, value: figure(redirected) });
  } finally {
    await server.stop();
  }
}

/** The site's server process (the Node server `npm start` runs in packages/web), for its memory. */
function siteServerPid(): number {
  const webDir = realpathSync('packages/web');
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('server.mts') && realpathSync(`/proc/${pid}/cwd`) === webDir) return Number(pid);
    } catch {
      // a process that ended meanwhile, or one of another user
    }
  }
  throw new Error('the site server process was not found');
}
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/**
 * 200 connections for 30 s on a cached page, the first load the freshly started server gets (no
 * warm-up): no request may fail or wait past autocannon's 10 s, and the memory the burst took is
 * given back once it is over (V8's memory reducer collects some seconds after the load ends: the
 * server's RSS is read every second for up to a minute).
 */
async function burst() {
  const path = '/en/products/ac-thor/';
  const pid = siteServerPid();
  const before = rssMb(pid);
  const result = await autocannon({ url: `${siteUrl}${path}`, connections: BURST_CONNECTIONS, duration: BURST_SECONDS, timeout: 10 });
  const peak = rssMb(pid);
  let after = peak;
  let seconds = 0;
  while (after > before * 1.2 && seconds < 60) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    seconds += 1;
    after = rssMb(pid);
  }
  rows.push({
    measure: `burst: ${BURST_CONNECTIONS} connections × ${BURST_SECONDS} s on ${path}, first load after start`,
    value: `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ${Math.round(result.requests.average)} req/s`,
    reference: `server RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the end`,
    ratio: `${after.toFixed(0)} MB ${seconds} s later (${(after / before).toFixed(2)} × before)`,
  });
}

/** Each layout's Lighthouse mobile LCP and TBT (simulated slow phone) against the empty Next.js page's of the same run. */
async function lighthouseRatios() {
  const chrome = await launchLighthouseChrome();
  try {
    const reference = await measure(chrome.port, `${siteUrl}${REFERENCE_PAGE}`, 'mobile', LIGHTHOUSE_REFERENCE_RUNS, ['performance']);
    rows.push({ measure: `Lighthouse mobile, empty Next.js page ${REFERENCE_PAGE} (median of ${LIGHTHOUSE_REFERENCE_RUNS})`, value: `LCP ${Math.round(reference.lcp)} ms, TBT ${Math.round(reference.tbt)} ms` });
    for (const path of pagePerLayout('en').filter((p) => !p.startsWith('/_internal/') && !p.includes('does-not-exist'))) {
      const page = await measure(chrome.port, `${siteUrl}${path}`, 'mobile', LIGHTHOUSE_RUNS, ['performance']);
      rows.push({
        measure: `Lighthouse mobile ${path} (median of ${LIGHTHOUSE_RUNS})`,
        value: `LCP ${Math.round(page.lcp)} ms, TBT ${Math.round(page.tbt)} ms, performance ${page.scores.performance.toFixed(2)}`,
        reference: `empty page LCP ${Math.round(reference.lcp)} ms, TBT ${Math.round(reference.tbt)} ms`,
        ratio: `LCP ${(page.lcp / reference.lcp).toFixed(2)} ×, TBT ${(page.tbt / Math.max(reference.tbt, 1)).toFixed(2)} × (goal ≤ 1.15)`,
      });
    }
  } finally {
    await chrome.kill();
  }
}

async function firstLoadJs() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage({ baseURL: siteUrl });
  const baseline = await firstLoadJsBytes(page, BASELINE);
  rows.push({ measure: 'first-load JS, empty Next.js page', value: kb(baseline) });
  for (const path of pagePerLayout('en').filter((p) => !p.startsWith('/_internal/'))) {
    const bytes = await firstLoadJsBytes(page, path);
    rows.push({ measure: `first-load JS ${path}`, value: kb(bytes), reference: kb(baseline), ratio: `${(bytes / baseline).toFixed(2)} × empty page (budget 1.25)` });
  }
  await browser.close();
}

/** every measurement, in the order of the table */
const MEASUREMENTS = {
  burst,
  throughput,
  htmlWeight,
  coldRender,
  searchLatency,
  searchRelevance,
  paletteLatency,
  navigationLatency,
  redirectLatency,
  mailLatency,
  formLatency,
  livePreviewLatency,
  pdfLatency,
  pdfPool: async () => {
    rows.push(...(await pdfPool()));
  },
  flood: async () => {
    rows.push(...(await flood()));
  },
  malformedUnderLoad: async () => {
    rows.push(...(await malformedUnderLoad()));
  },
  publishLatency,
  editorRedirectLatency,
  firstLoadJs,
  lighthouseRatios,
  awsServerFunction,
};
/** `--only navigationLatency,throughput`: those measurements alone, against the site already running (or started), without the build */
const onlyArgument = process.argv.indexOf('--only');
const only = onlyArgument < 0 ? null : (process.argv[onlyArgument + 1] ?? '').split(',');
const unknown = only?.filter((name) => !(name in MEASUREMENTS));
if (unknown?.length) throw new Error(`unknown measurements ${unknown.join(', ')}; known: ${Object.keys(MEASUREMENTS).join(', ')}`);
if (only && process.argv.includes('--record')) throw new Error('--record writes the whole table: run it without --only');

const site = await ensureSite({ rebuild: !only });
try {
  if (!only) {
    const build = JSON.parse(readFileSync('packages/web/.next/build-report.json', 'utf8')) as { seconds: number; pages: number };
    rows.push({ measure: 'next build, whole demo site', value: `${build.seconds.toFixed(1)} s, ${build.pages} pages` });
  }
  for (const [name, measure] of Object.entries(MEASUREMENTS)) if (!only || only.includes(name)) await measure();
} finally {
  await site.stop();
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const table = [
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}.`,
  `Command: \`npm run bench\` (autocannon ${CONNECTIONS} connections × ${SECONDS} s; production build; local services).`,
  '',
  '| measure | value | reference | ratio |',
  '| --- | --- | --- | --- |',
  ...rows.map((r) => `| ${r.measure} | ${r.value} | ${r.reference ?? ''} | ${r.ratio ?? ''} |`),
].join('\n');
console.log(`\n${table}\n`);
if (process.argv.includes('--record')) {
  const intro = readFileSync('docs/benchmarks.md', 'utf8').split('<!-- bench -->')[0];
  writeFileSync('docs/benchmarks.md', `${intro}<!-- bench -->\n${table}\n`);
}
