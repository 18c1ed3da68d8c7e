/**
 * The PDF service's parts against the real things: the S3 cache on s3rver, the manual listing on
 * the local content service, and rendering with Chromium (puppeteer-core) from a local stand-in of
 * the renderer page.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropStoryPdfs, ensureBucket, s3Client, s3PdfCache, type PdfCache } from '@pv/functions/pdf/cache';
import { launchChromium, reusableBrowser } from '@pv/functions/pdf/browser';
import { createPdfHandler } from '@pv/functions/pdf/handler';
import { knownManualsOnly, storyblokManualSource } from '@pv/functions/pdf/manuals';
import { renderPool } from '@pv/functions/pdf/pool';
import { renderManual, RenderError } from '@pv/functions/pdf/render';
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
