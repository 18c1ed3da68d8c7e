/**
 * The PDF service's parts against the real things: the S3 cache on s3rver, the manual listing on
 * the local content service, and rendering with Chromium (puppeteer-core) from a local stand-in of
 * the renderer page.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropStoryPdfs, ensureBucket, s3Client, s3PdfCache, type PdfCache } from '@pv/functions/pdf/cache';
import { launchChromium, reusableBrowser } from '@pv/functions/pdf/browser';
import { createPdfHandler } from '@pv/functions/pdf/handler';
import { knownManualsOnly, storyblokDocumentSource, storyblokManualSource } from '@pv/functions/pdf/manuals';
import { renderPool } from '@pv/functions/pdf/pool';
import { renderDocument, renderManual, RenderError } from '@pv/functions/pdf/render';
import { ProductDatasheet } from '@/content-types/product/ProductDatasheet';
import { toStory, type RawStory } from '@/content/mapping';
import type { ProductBlok } from '@/content/types';
import { isLocale, type Locale } from '@/i18n/routing';
import type { ManualVersion } from '@pv/functions/pdf/request';
import { startLocalS3, type LocalS3 } from '../../packages/local/src/s3';
import { PUBLIC_TOKEN, useContentService } from '../support/content-service';
import { fixtureEvent } from '../support/functions-stack';
import { readPdf } from '../support/pdf';

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('PDF cache on the local S3 (s3rver)', () => {
  let s3: LocalS3;
  let cache: PdfCache;
  beforeAll(async () => {
    s3 = await startLocalS3(0, []);
    const client = s3Client({ region: 'eu-central-1', s3Endpoint: `http://127.0.0.1:${s3.port}` });
    await ensureBucket(client, 'manual-pdfs');
    await ensureBucket(client, 'manual-pdfs'); // a second time: already there, no error
    cache = s3PdfCache(client, 'manual-pdfs');
  });
  afterAll(() => s3.close());

  it('stores and returns a PDF byte for byte; a missing key is null', async () => {
    const pdf = new Uint8Array([37, 80, 68, 70, 0, 255, 1, 2]);
    expect(await cache.get('manuals/1/en/1.pdf')).toBeNull();
    await cache.put('manuals/1/en/1.pdf', pdf);
    expect(await cache.get('manuals/1/en/1.pdf')).toEqual(pdf);
  });

  it('drops a prefix but the kept key, and drops every entry of one story only', async () => {
    const pdf = new Uint8Array([1]);
    for (const key of ['manuals/2/en/1.pdf', 'manuals/2/en/2.pdf', 'manuals/2/de/1.pdf', 'manuals/20/en/1.pdf']) await cache.put(key, pdf);
    expect(await cache.drop('manuals/2/en/', 'manuals/2/en/2.pdf')).toEqual(['manuals/2/en/1.pdf']);
    expect(await cache.get('manuals/2/en/2.pdf')).not.toBeNull();
    expect((await dropStoryPdfs(cache, 2)).sort()).toEqual(['manuals/2/de/1.pdf', 'manuals/2/en/2.pdf']);
    expect(await cache.get('manuals/20/en/1.pdf')).not.toBeNull();
  });
});

describe('published manuals on the local content service', () => {
  const local = useContentService();
  const source = () => storyblokManualSource({ endpoint: `${local.base}/v2`, token: PUBLIC_TOKEN });
  /** what reading costs: the CDN API's requests since `from` */
  const readsSince = (from: number) => local.service.requests.filter((request) => request.at >= from && request.path.startsWith('/v2/')).length;
  const publish = (id: number, published: boolean) => fetch(`${local.base}/_local/stories/${id}`, { method: 'POST', body: JSON.stringify({ published }) });

  it('lists the published manuals only, and lists again only after a publication', async () => {
    const manuals = source();
    let from = Date.now();
    expect([...(await manuals.ids())].sort()).toEqual([8001, 8002, 8003]);
    expect(readsSince(from)).toBe(2);
    from = Date.now();
    expect([...(await manuals.ids())].sort()).toEqual([8001, 8002, 8003]);
    expect(readsSince(from)).toBe(1);
    try {
      expect((await publish(8002, false)).ok).toBe(true);
      expect([...(await manuals.ids())].sort()).toEqual([8001, 8003]);
    } finally {
      await publish(8002, true);
    }
  });

  it('answers a flood of made-up ids from one listing; a known manual costs its own reads', async () => {
    const manuals = knownManualsOnly(source());
    let from = Date.now();
    const flood = await Promise.all(Array.from({ length: 100 }, (_, n) => manuals.published({ id: 200_000 + n * 7919, lang: 'de' })));
    expect(flood).toEqual(Array(100).fill(null));
    expect(readsSince(from)).toBe(2);
    from = Date.now();
    expect(await manuals.published({ id: 8001, lang: 'en' })).toMatchObject({ id: 8001, lang: 'en', title: 'AC-THOR operating manual' });
    expect(readsSince(from)).toBe(2);
  });
});

describe('rendering with Chromium', () => {
  let site: Server;
  let elsewhere: Server;
  let siteUrl = '';
  let elsewhereUrl = '';
  let requestsElsewhere = 0;
  const browsers = reusableBrowser(() => launchChromium(process.env.CHROMIUM_PATH));
  const manual: ManualVersion = { id: 7, lang: 'en', title: 'Heater manual', publishedAt: '2026-10-01T08:00:00.000Z', slug: 'heater-manual' };
  const chapter = (id: string, paragraphs: number) =>
    `<section id="${id}" style="break-before: page"><h2>Chapter ${id}</h2>${'<p>The heater passes surplus power to the element. '.repeat(paragraphs)}</section>`;
  const page = () => `<!doctype html><html lang="en"><title>Heater manual</title>
    <body><h1>Heater manual</h1>
    <nav><ol>${['one', 'two', 'three'].map((id) => `<li><a href="#${id}">Chapter ${id}</a> <span data-toc-page="${id}">00</span></li>`).join('')}</ol></nav>
    <img src="${elsewhereUrl}/image.png" alt=""><iframe src="${elsewhereUrl}/frame"></iframe><script>fetch('${elsewhereUrl}/script')</script>
    <link rel="stylesheet" href="${elsewhereUrl}/style.css">
    ${chapter('one', 10)}${chapter('two', 120)}${chapter('three', 10)}</body></html>`;

  beforeAll(async () => {
    elsewhere = createServer((_, response) => {
      requestsElsewhere++;
      response.end('x');
    });
    elsewhereUrl = `http://127.0.0.1:${await listen(elsewhere)}`;
    site = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== '/pdf-renderer/manual/') return response.writeHead(404).end();
      if (url.searchParams.get('id') === '404') return response.writeHead(404).end('no such manual');
      if (url.searchParams.get('id') === '500') return response.writeHead(500).end('broken');
      if (url.searchParams.get('id') === '999') return; // never answers
      if (url.searchParams.get('id') === '302') return response.writeHead(302, { location: `${elsewhereUrl}/moved` }).end();
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page());
    });
    siteUrl = `http://127.0.0.1:${await listen(site)}`;
  });
  afterAll(async () => {
    await browsers.close();
    await Promise.all([close(site), close(elsewhere)]);
  });

  const options = () => ({ siteUrl, assetOrigins: [], renderTimeoutMs: 10_000, author: 'Sonnwärme GmbH' });

  it('prints the renderer page with page numbers in the table of contents, metadata, tags, and nothing loaded from elsewhere', async () => {
    const pdf = await renderManual(await browsers.get(), manual, options());
    const { pageTexts, info, tagged } = await readPdf(pdf);
    expect(pageTexts.length).toBeGreaterThan(3);
    const startOf = (id: string) => pageTexts.findIndex((text) => text.includes(`Chapter ${id} The heater`)) + 1;
    const one = startOf('one');
    const two = startOf('two');
    const three = startOf('three');
    expect(one).toBe(2);
    expect(three).toBeGreaterThan(two + 1);
    expect(pageTexts[0]).toContain(`Chapter one ${one}`);
    expect(pageTexts[0]).toContain(`Chapter two ${two}`);
    expect(pageTexts[0]).toContain(`Chapter three ${three}`);
    expect(info).toMatchObject({ Title: 'Heater manual', Author: 'Sonnwärme GmbH', Subject: 'Heater manual', Language: 'en' });
    expect(tagged).toBe(true);
    expect(requestsElsewhere).toBe(0);
  });

  it('reuses the browser across renders and replaces one that has gone', async () => {
    const first = await browsers.get();
    expect(await browsers.get()).toBe(first);
    await first.close();
    const second = await browsers.get();
    expect(second).not.toBe(first);
    expect(second.connected).toBe(true);
    expect((await readPdf(await renderManual(second, manual, options()))).pageTexts.length).toBeGreaterThan(3);
  });

  it.each([
    ['404', 'not-found'],
    ['500', 'failed'],
    ['302', 'failed'],
  ])('a renderer answer %s is a %s render error, and the browser stays usable', async (id, kind) => {
    const browser = await browsers.get();
    await expect(renderManual(browser, { ...manual, id: Number(id) }, options())).rejects.toMatchObject({ kind });
    expect(browser.connected).toBe(true);
    expect(requestsElsewhere).toBe(0);
  });

  it('renders distinct uncached manuals through the handler on at most the pool’s pages at once, all answered', async () => {
    const browser = await browsers.get();
    const idle = (await browser.pages()).length;
    let mostPages = 0;
    let rendering = 0;
    let mostRenders = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        mostPages = Math.max(mostPages, (await browser.pages()).length - idle);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const handler = createPdfHandler({
      manuals: { published: async ({ id, lang }) => ({ ...manual, id, lang }) },
      cache: { get: async () => null, put: async () => undefined, drop: async () => [] },
      render: async (version) => {
        mostRenders = Math.max(mostRenders, ++rendering);
        try {
          return await renderManual(await browsers.get(), version, options());
        } finally {
          rendering--;
        }
      },
      pool: renderPool({ pages: 2, queued: 8 }),
    });
    const results = await Promise.all(Array.from({ length: 8 }, (_, n) => handler({ ...fixtureEvent('pdf-manual'), rawQueryString: `id=${100 + n}&lang=en` })));
    sampling = false;
    await sampler;
    expect(results.map((result) => result.statusCode)).toEqual(Array(8).fill(200));
    expect(mostRenders).toBe(2);
    expect(mostPages).toBeGreaterThan(0);
    expect(mostPages).toBeLessThanOrEqual(2);
  });

  it('gives up after the render timeout with a timeout error', async () => {
    const started = Date.now();
    const error = await renderManual(await browsers.get(), { ...manual, id: 999 }, { ...options(), renderTimeoutMs: 1_500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderError);
    expect((error as RenderError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('a product’s data sheet: the product’s story on the content service, its print document, Chromium, the S3 cache (issue 35)', () => {
  const local = useContentService();
  let s3: LocalS3;
  let site: Server;
  let siteUrl = '';
  const browsers = reusableBrowser(() => launchChromium(process.env.CHROMIUM_PATH));
  const printCss = readFileSync(fileURLToPath(new URL('../../packages/web/src/app/pdf-renderer/datasheet/[lang]/[id]/print.css', import.meta.url)), 'utf8');

  /** the renderer page as the site serves it: the product's story in that language, printed by the product's own ProductDatasheet */
  async function rendererPage(id: string, lang: Locale): Promise<string | null> {
    const query = new URLSearchParams({ token: PUBLIC_TOKEN, version: 'published', ...(lang === 'de' ? {} : { language: lang }) });
    const answer = await fetch(`${local.base}/v2/cdn/stories/${id}?${query}`);
    if (!answer.ok) return null;
    const { story } = (await answer.json()) as { story: RawStory<ProductBlok> };
    if (story.content.component !== 'product') return null;
    const markup = renderToStaticMarkup(createElement(ProductDatasheet, { story: toStory(story), locale: lang, settings: null }));
    return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>${printCss}</style></head><body>${markup}</body></html>`;
  }

  beforeAll(async () => {
    s3 = await startLocalS3(0, []);
    site = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const lang = url.searchParams.get('lang') ?? '';
      if (url.pathname !== '/pdf-renderer/datasheet/' || !isLocale(lang)) return response.writeHead(404).end();
      void rendererPage(url.searchParams.get('id') ?? '', lang).then((html) => (html ? response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html) : response.writeHead(404).end()));
    });
    siteUrl = `http://127.0.0.1:${await listen(site)}`;
  });
  afterAll(async () => {
    await browsers.close();
    await close(site);
    await s3.close();
  });

  async function handler() {
    const client = s3Client({ region: 'eu-central-1', s3Endpoint: `http://127.0.0.1:${s3.port}` });
    await ensureBucket(client, 'datasheet-pdfs');
    const cache = s3PdfCache(client, 'datasheet-pdfs');
    const content = { endpoint: `${local.base}/v2`, token: PUBLIC_TOKEN };
    const options = { siteUrl, assetOrigins: [], renderTimeoutMs: 15_000, author: 'Sonnwärme GmbH' };
    return {
      cache,
      handle: createPdfHandler({
        manuals: knownManualsOnly(storyblokManualSource(content)),
        datasheets: knownManualsOnly(storyblokDocumentSource(content, 'datasheet'), { noun: 'product' }),
        cache,
        render: async (document) => renderDocument(await browsers.get(), document, options),
      }),
    };
  }
  const datasheetEvent = (query: string, method = 'GET') => {
    const base = fixtureEvent('pdf-datasheet');
    return { ...base, rawQueryString: query, requestContext: { ...base.requestContext, http: { ...base.requestContext.http, method } } };
  };
  /** page objects in the file (`/Type /Page`, not the `/Pages` tree) */
  const pageObjects = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

  it.each([
    ['fr', 'Fiche technique AC-THOR', 'Caractéristiques techniques', 'fiche-technique-ac-thor-fr.pdf'],
    ['de', 'Datenblatt AC-THOR', 'Technische Daten', 'datenblatt-ac-thor-de.pdf'],
  ] as const)('the committed request in %s: a PDF of at least two pages in that language, cached, its size answered to HEAD', async (lang, title, heading, file) => {
    const { handle, cache } = await handler();
    const answer = await handle(datasheetEvent(`id=2004&lang=${lang}`));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-cache': 'miss', 'content-disposition': `attachment; filename="${file}"` });
    const pdf = Buffer.from(String(answer.body), 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageObjects(pdf)).toBeGreaterThanOrEqual(2);
    const { pageTexts, info } = await readPdf(pdf);
    expect(pageTexts.length).toBe(pageObjects(pdf));
    expect(info).toMatchObject({ Title: title, Language: lang, Author: 'Sonnwärme GmbH' });
    expect(pageTexts[0]).toContain('AC-THOR');
    expect(pageTexts.slice(1).join(' ')).toContain(heading);
    const head = await handle(datasheetEvent(`id=2004&lang=${lang}`, 'HEAD'));
    expect(head.headers).toMatchObject({ 'content-length': String(pdf.byteLength), 'x-cache': 'hit' });
    expect(await cache.get(`datasheets/2004/${lang}/${Date.parse('2026-10-01T08:00:00.000Z')}.pdf`)).toEqual(new Uint8Array(pdf));
  }, 60_000);

  it.each([
    ['id=8001&lang=de', 404, 'There is no product 8001 published in de'],
    ['id=999999&lang=de', 404, 'There is no product 999999 published in de'],
    ['id=2004&lang=pt', 400, 'lang must be one of'],
  ])('%s (a manual, no story, a language that is none): %i with a message', async (query, status, message) => {
    const { handle } = await handler();
    const answer = await handle(datasheetEvent(query));
    expect(answer.statusCode).toBe(status);
    expect(String(answer.body)).toContain(message);
  });
});
