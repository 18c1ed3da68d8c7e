import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createPdfHandler, type PdfDependencies } from '@pv/functions/pdf/handler';
import { RenderError } from '@pv/functions/pdf/render';
import { cacheKey, documentRequestSchema, fileName, kindOfPath, manualRequestSchema, rendererUrl, storyPrefixes, type DocumentVersion, type ManualVersion } from '@pv/functions/pdf/request';
import { documentOf } from '@pv/functions/pdf/manuals';
import { renderPool } from '@pv/functions/pdf/pool';
import { singleFlight } from '@pv/functions/pdf/single-flight';
import type { HttpEvent } from '@pv/functions/http';
import type { PdfCache } from '@pv/functions/pdf/cache';
import { fixtureEvent } from '../support/functions-stack';

const SITE = 'https://www.sonnwaerme.example';
const manual: ManualVersion = { id: 8001, lang: 'en', title: 'AC-THOR operating manual', publishedAt: '2026-10-01T08:00:00.000Z', slug: 'ac-thor-operating-manual' };

describe('manual request: only a story id and a language', () => {
  it.each([
    [{ id: '8001', lang: 'en' }, { id: 8001, lang: 'en' }],
    [{ id: '1', lang: 'de' }, { id: 1, lang: 'de' }],
    [{ id: '999999999999', lang: 'it' }, { id: 999999999999, lang: 'it' }],
  ])('accepts %j', (query, expected) => {
    expect(manualRequestSchema.parse(query)).toEqual(expected);
  });

  it.each([
    { id: '0', lang: 'en' },
    { id: '-1', lang: 'en' },
    { id: '08001', lang: 'en' },
    { id: '1e3', lang: 'en' },
    { id: '8001.5', lang: 'en' },
    { id: '1000000000000', lang: 'en' },
    { id: 'http://169.254.169.254/latest/meta-data/', lang: 'en' },
    { id: '8001', lang: 'pt' },
    { id: '8001', lang: 'EN' },
    { id: '8001', lang: '../../etc/passwd' },
    { id: '8001' },
    { lang: 'en' },
  ])('refuses %j', (query) => {
    expect(manualRequestSchema.safeParse(query).success).toBe(false);
  });

  it('whatever the query, the renderer address is the configured site renderer page', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('id', 'lang', 'url', 'host'), fc.oneof(fc.string(), fc.webUrl(), fc.integer().map(String))), (query) => {
        const parsed = manualRequestSchema.safeParse(query);
        if (!parsed.success) return;
        const url = new URL(rendererUrl(SITE, parsed.data));
        expect(url.origin).toBe(SITE);
        expect(url.pathname).toBe('/pdf-renderer/manual/');
        expect([...url.searchParams.keys()]).toEqual(['id', 'lang']);
      }),
    );
  });
});

describe('cache key and file name', () => {
  it('keys by story id, language and publication', () => {
    expect(cacheKey(manual)).toBe(`manuals/8001/en/${Date.parse(manual.publishedAt)}.pdf`);
    expect(cacheKey({ ...manual, lang: 'de' })).not.toBe(cacheKey(manual));
    expect(cacheKey({ ...manual, publishedAt: '2026-11-01T08:00:00.000Z' })).not.toBe(cacheKey(manual));
    expect(cacheKey({ ...manual, id: 8002 })).not.toBe(cacheKey(manual));
  });

  it('refuses a publication time that is not a date', () => {
    expect(() => cacheKey({ ...manual, publishedAt: 'yesterday' })).toThrow(/publication time/);
  });

  it.each([
    ['ac-thor-operating-manual', 'en', 'ac-thor-operating-manual-en.pdf'],
    ['notice-d’utilisation-élwa', 'fr', 'notice-d-utilisation-elwa-fr.pdf'],
    ['"; filename=evil.exe\r\nx: y', 'de', 'filename-evil-exe-x-y-de.pdf'],
    ['', 'it', 'manual-8001-it.pdf'],
  ] as const)('file name of %j', (slug, lang, expected) => {
    expect(fileName({ slug, id: 8001, lang })).toBe(expected);
  });
});

describe('singleFlight', () => {
  it('runs concurrent work for one key once and shares the result', async () => {
    const flights = singleFlight<number>();
    let runs = 0;
    let release!: (value: number) => void;
    const work = () => {
      runs++;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const all = Promise.all(Array.from({ length: 10 }, () => flights.run('a', work)));
    expect(flights.size).toBe(1);
    release(42);
    expect(await all).toEqual(Array(10).fill(42));
    expect(runs).toBe(1);
    expect(flights.size).toBe(0);
  });

  it('keeps keys apart and forgets a failure, so the next call runs again', async () => {
    const flights = singleFlight<string>();
    await expect(flights.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(flights.run('a', () => Promise.resolve('second'))).resolves.toBe('second');
    const [a, b] = await Promise.all([flights.run('a', async () => 'A'), flights.run('b', async () => 'B')]);
    expect([a, b]).toEqual(['A', 'B']);
  });

  it('turns work that throws at once into a rejection', async () => {
    const flights = singleFlight<string>();
    await expect(
      flights.run('a', () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(flights.size).toBe(0);
  });
});

/** an in-memory cache with the S3 cache's behaviour */
function memoryCache(): PdfCache & { entries: Map<string, Uint8Array> } {
  const entries = new Map<string, Uint8Array>();
  return {
    entries,
    get: async (key) => entries.get(key) ?? null,
    put: async (key, pdf) => void entries.set(key, pdf),
    drop: async (prefix, keep) => {
      const dropped = [...entries.keys()].filter((key) => key.startsWith(prefix) && key !== keep);
      dropped.forEach((key) => entries.delete(key));
      return dropped;
    },
  };
}

const PDF = new TextEncoder().encode('%PDF-1.7 test');

function setup(render: PdfDependencies['render'] = async () => PDF, options: Partial<PdfDependencies> = {}) {
  const cache = memoryCache();
  let renders = 0;
  let rendering = 0;
  let mostAtOnce = 0;
  const handler = createPdfHandler({
    manuals: { published: async ({ id, lang }) => (id === 8001 || (id > 8100 && id <= 8120) ? { ...manual, id, lang } : null) },
    cache,
    render: async (version) => {
      renders++;
      mostAtOnce = Math.max(mostAtOnce, ++rendering);
      try {
        return await render(version);
      } finally {
        rendering--;
      }
    },
    ...options,
  });
  return { handler, cache, renders: () => renders, mostAtOnce: () => mostAtOnce };
}

const slowRender = (ms: number) => () => new Promise<Uint8Array>((resolve) => setTimeout(() => resolve(PDF), ms));

const event = (query: string, method = 'GET', path = '/pdf/manual'): HttpEvent => {
  const base = fixtureEvent('pdf-manual');
  return { ...base, rawPath: path, rawQueryString: query, requestContext: { ...base.requestContext, http: { ...base.requestContext.http, method, path } } };
};
const body = (result: Awaited<ReturnType<ReturnType<typeof createPdfHandler>>>) => JSON.parse(String(result.body)) as { error: string; message: string };
/** distinct manuals: each needs a render of its own */
const distinct = (count: number) => Array.from({ length: count }, (_, n) => event(`id=${8101 + n}&lang=en`));

describe('PDF handler', () => {
  it('renders the committed event’s manual once, then serves it from the cache', async () => {
    const { handler, renders } = setup();
    const first = await handler(fixtureEvent('pdf-manual'));
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-cache': 'miss', 'content-disposition': 'attachment; filename="ac-thor-operating-manual-en.pdf"' });
    expect(Buffer.from(String(first.body), 'base64').toString()).toBe('%PDF-1.7 test');
    const second = await handler(fixtureEvent('pdf-manual'));
    expect(second.headers?.['x-cache']).toBe('hit');
    expect(renders()).toBe(1);
  });

  it('starts one render for concurrent requests of the same manual', async () => {
    // one page and no queue: the seven joining requests take no place of their own
    const { handler, renders } = setup(slowRender(20), { pool: renderPool({ pages: 1, queued: 0 }) });
    const results = await Promise.all(Array.from({ length: 8 }, () => handler(event('id=8001&lang=de'))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(renders()).toBe(1);
  });

  it('renders distinct manuals at most the pool’s pages at once, the others waiting their turn', async () => {
    const { handler, renders, mostAtOnce } = setup(slowRender(10), { pool: renderPool({ pages: 2, queued: 10 }) });
    const results = await Promise.all(distinct(8).map(handler));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(renders()).toBe(8);
    expect(mostAtOnce()).toBe(2);
  });

  it('answers 503 with Retry-After at once when the queue is full', async () => {
    const { handler, renders } = setup(slowRender(50), { pool: renderPool({ pages: 1, queued: 1 }) });
    const results = await Promise.all(distinct(3).map(handler));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 503]);
    expect(results[2]?.headers).toMatchObject({ 'retry-after': '10', 'content-type': 'application/json; charset=utf-8' });
    expect(body(results[2]!)).toMatchObject({ error: 'busy', message: expect.stringMatching(/try again in a few seconds/) });
    expect(renders()).toBe(2);
  });

  it('answers 503 when no page comes free within the request’s deadline', async () => {
    const { handler, renders } = setup(slowRender(300), { pool: renderPool({ pages: 1, queued: 5 }), startWithinMs: 30 });
    const started = Date.now();
    const [first, second] = [handler(distinct(2)[0]!), handler(distinct(2)[1]!)];
    const refused = await second;
    expect(Date.now() - started).toBeLessThan(250);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers?.['retry-after']).toBe('10');
    expect(body(refused).error).toBe('busy');
    expect((await first).statusCode).toBe(200);
    expect(renders()).toBe(1);
  });

  it('answers 503 without internals when the manual cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handler, renders } = setup(undefined, { manuals: { published: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.1:443')) } });
    const result = await handler(event('id=8001&lang=en'));
    expect(result.statusCode).toBe(503);
    expect(result.headers?.['retry-after']).toBe('5');
    expect(body(result).error).toBe('content-unavailable');
    expect(String(result.body)).not.toContain('ECONNREFUSED');
    expect(logged).toHaveBeenCalled();
    expect(renders()).toBe(0);
    logged.mockRestore();
  });

  it('drops older publications of the same manual and language when a new one is rendered', async () => {
    const { handler, cache } = setup();
    cache.entries.set('manuals/8001/en/1000.pdf', PDF);
    cache.entries.set('manuals/8001/de/1000.pdf', PDF);
    await handler(event('id=8001&lang=en'));
    expect([...cache.entries.keys()].sort()).toEqual(['manuals/8001/de/1000.pdf', cacheKey(manual)]);
  });

  it.each([
    ['id=abc&lang=en', 400, /story id/],
    ['id=8001&lang=pt', 400, /lang must be one of/],
    ['url=http://169.254.169.254/&lang=en', 400, /story id/],
    ['id=9999&lang=en', 404, /no published manual 9999/],
  ])('%s → %i', async (query, status, message) => {
    const { handler, renders } = setup();
    const result = await handler(event(query));
    expect(result.statusCode).toBe(status);
    expect(body(result).message).toMatch(message);
    expect(renders()).toBe(0);
  });

  it('answers 405 to other methods and 404 to other paths', async () => {
    const { handler } = setup();
    expect((await handler(event('id=8001&lang=en', 'POST'))).statusCode).toBe(405);
    expect((await handler(event('id=8001&lang=en', 'GET', '/pdf/other'))).statusCode).toBe(404);
  });

  it.each([
    [new RenderError('timeout', 'slow'), 504, 'render-timeout'],
    [new RenderError('not-found', 'gone'), 404, 'not-found'],
    [new RenderError('failed', 'renderer answered 500'), 503, 'render-failed'],
    [new Error('browser crashed'), 503, 'render-failed'],
  ])('a failed render (%s) answers %i, caches nothing, and the next request renders again', async (error, status, code) => {
    let fail = true;
    const { handler, cache, renders } = setup(async () => {
      if (fail) throw error;
      return PDF;
    });
    const failed = await handler(event('id=8001&lang=en'));
    expect(failed.statusCode).toBe(status);
    expect(body(failed)).toMatchObject({ error: code });
    expect(String(failed.body)).not.toMatch(/crashed|renderer answered|at /);
    expect(cache.entries.size).toBe(0);
    fail = false;
    expect((await handler(event('id=8001&lang=en'))).statusCode).toBe(200);
    expect(renders()).toBe(2);
  });
});

describe('data sheets: the second kind of document (issue 35)', () => {
  const sheet: DocumentVersion = { kind: 'datasheet', id: 2004, lang: 'fr', title: 'Fiche technique AC-THOR', publishedAt: '2026-10-01T08:00:00.000Z', slug: 'fiche-technique-ac-thor' };

  it('each kind has its address, content type, renderer page and cache prefix', () => {
    expect(kindOfPath('/pdf/datasheet')).toMatchObject({ kind: 'datasheet', component: 'product', rendererPath: '/pdf-renderer/datasheet/', cachePrefix: 'datasheets' });
    expect(kindOfPath('/pdf/datasheet/')?.kind).toBe('datasheet');
    expect(kindOfPath('/pdf/manual')).toMatchObject({ kind: 'manual', component: 'manual', cachePrefix: 'manuals' });
    expect(kindOfPath('/pdf/other')).toBeNull();
    expect(kindOfPath('/pdf/datasheet/x')).toBeNull();
  });

  it('opens the data sheet renderer page of the configured site, whatever the query', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('id', 'lang', 'url'), fc.oneof(fc.string(), fc.webUrl(), fc.integer().map(String))), (query) => {
        const parsed = documentRequestSchema.safeParse(query);
        if (!parsed.success) return;
        const url = new URL(rendererUrl(SITE, { ...parsed.data, kind: 'datasheet' }));
        expect(url.origin).toBe(SITE);
        expect(url.pathname).toBe('/pdf-renderer/datasheet/');
        expect([...url.searchParams.keys()]).toEqual(['id', 'lang']);
      }),
    );
  });

  it('keys a data sheet by story id, language and publication, apart from a manual of the same id', () => {
    expect(cacheKey(sheet)).toBe(`datasheets/2004/fr/${Date.parse(sheet.publishedAt)}.pdf`);
    expect(cacheKey({ ...sheet, kind: 'manual' })).toBe(`manuals/2004/fr/${Date.parse(sheet.publishedAt)}.pdf`);
    expect(cacheKey({ ...sheet, publishedAt: '2026-11-01T08:00:00.000Z' })).not.toBe(cacheKey(sheet));
    expect(storyPrefixes(2004)).toEqual(['manuals/2004/', 'datasheets/2004/']);
  });

  it.each([
    ['fiche-technique-ac-thor', 'fr', 'fiche-technique-ac-thor-fr.pdf'],
    ['datenblatt-ac-elwa-2', 'de', 'datenblatt-ac-elwa-2-de.pdf'],
    ['', 'it', 'datasheet-2004-it.pdf'],
  ] as const)('file name of %j', (slug, lang, expected) => {
    expect(fileName({ ...sheet, slug, lang })).toBe(expected);
  });

  const product = (content: Record<string, unknown> = {}) => ({ id: 2004, name: 'AC-THOR', slug: 'ac-thor', full_slug: 'produkte/ac-thor', published_at: '2026-10-01T08:00:00.000Z', content: { component: 'product', ...content } });

  it('a product published in the language is a data sheet with a title in that language', () => {
    expect(documentOf('datasheet', product(), { id: 2004, lang: 'fr' })).toEqual(sheet);
    expect(documentOf('datasheet', product(), { id: 2004, lang: 'de' })).toMatchObject({ title: 'Datenblatt AC-THOR', slug: 'datenblatt-ac-thor' });
    expect(documentOf('datasheet', product({ page_languages: ['de', 'fr'] }), { id: 2004, lang: 'fr' })?.title).toBe('Fiche technique AC-THOR');
  });

  it('no data sheet of a product not published in the language, of another content type, or of an unpublished story', () => {
    expect(documentOf('datasheet', product({ page_languages: ['de', 'en'] }), { id: 2004, lang: 'fr' })).toBeNull();
    expect(documentOf('datasheet', { ...product(), content: { component: 'manual' } }, { id: 2004, lang: 'de' })).toBeNull();
    expect(documentOf('datasheet', { ...product(), published_at: undefined }, { id: 2004, lang: 'de' })).toBeNull();
    expect(documentOf('datasheet', null, { id: 2004, lang: 'de' })).toBeNull();
    expect(documentOf('manual', product(), { id: 2004, lang: 'de' })).toBeNull();
  });

  function sheets(render: PdfDependencies['render'] = async () => PDF) {
    const rendered: DocumentVersion[] = [];
    const cache = memoryCache();
    const handler = createPdfHandler({
      manuals: { published: async ({ id, lang }) => (id === 8001 ? { ...manual, id, lang } : null) },
      datasheets: { published: async ({ id, lang }) => (id === 2004 && lang !== 'it' ? { ...sheet, kind: undefined, lang, title: `Sheet ${lang}`, slug: `sheet-${lang}` } : null) },
      cache,
      render: async (version) => (rendered.push(version), render(version)),
    });
    return { handler, cache, rendered };
  }

  it('GET /pdf/datasheet renders the product’s data sheet on its renderer, once, and names the file', async () => {
    const { handler, rendered, cache } = sheets();
    const first = await handler(event('id=2004&lang=fr', 'GET', '/pdf/datasheet'));
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-cache': 'miss', 'content-disposition': 'attachment; filename="sheet-fr-fr.pdf"' });
    expect(rendered.map((version) => version.kind)).toEqual(['datasheet']);
    expect([...cache.entries.keys()]).toEqual([`datasheets/2004/fr/${Date.parse(sheet.publishedAt)}.pdf`]);
    expect((await handler(event('id=2004&lang=fr', 'GET', '/pdf/datasheet'))).headers?.['x-cache']).toBe('hit');
    expect(rendered).toHaveLength(1);
  });

  it('HEAD answers the size the GET delivers, without a body, rendering and caching first when needed', async () => {
    const big = new Uint8Array(180_000).fill(7);
    const { handler, rendered } = sheets(async () => big);
    const head = await handler(event('id=2004&lang=de', 'HEAD', '/pdf/datasheet'));
    expect(head.statusCode).toBe(200);
    expect(head.headers).toMatchObject({ 'content-length': '180000', 'content-type': 'application/pdf', 'x-cache': 'miss' });
    expect(head.body).toBe('');
    const get = await handler(event('id=2004&lang=de', 'GET', '/pdf/datasheet'));
    expect(get.headers).toMatchObject({ 'content-length': '180000', 'x-cache': 'hit' });
    expect(Buffer.from(String(get.body), 'base64').byteLength).toBe(180_000);
    expect(rendered).toHaveLength(1);
    // a manual answers HEAD too
    expect((await handler(event('id=8001&lang=en', 'HEAD'))).statusCode).toBe(200);
  });

  it.each([
    ['id=abc&lang=de', 400, /id must be a story id/],
    ['id=2004&lang=pt', 400, /lang must be one of/],
    ['id=2004', 400, /lang must be one of/],
    ['id=9999&lang=de', 404, /no product 9999 published in de/],
    ['id=2004&lang=it', 404, /no product 2004 published in it/],
  ])('%s answers %i with a message, renders nothing', async (query, status, message) => {
    const { handler, rendered } = sheets();
    for (const method of ['GET', 'HEAD']) {
      const result = await handler(event(query, method, '/pdf/datasheet'));
      expect(result.statusCode).toBe(status);
      expect(body(result).message).toMatch(message);
    }
    expect(rendered).toHaveLength(0);
  });

  it('a data sheet that fails is named as such, never a 500', async () => {
    const { handler } = sheets(async () => {
      throw new RenderError('not-found', 'gone');
    });
    const result = await handler(event('id=2004&lang=de', 'GET', '/pdf/datasheet'));
    expect(result.statusCode).toBe(404);
    expect(body(result).message).toBe('This data sheet is not available as PDF.');
  });

  it('a new publication drops the older data sheet of that language only', async () => {
    const { handler, cache } = sheets();
    cache.entries.set('datasheets/2004/de/1.pdf', PDF);
    cache.entries.set('datasheets/2004/en/1.pdf', PDF);
    cache.entries.set('manuals/2004/de/1.pdf', PDF);
    await handler(event('id=2004&lang=de', 'GET', '/pdf/datasheet'));
    expect([...cache.entries.keys()].sort()).toEqual(['datasheets/2004/de/1790841600000.pdf', 'datasheets/2004/en/1.pdf', 'manuals/2004/de/1.pdf'].sort());
  });

  it('without a product source `/pdf/datasheet` is no address; other methods are refused with Allow', async () => {
    const { handler } = setup();
    expect((await handler(event('id=2004&lang=de', 'GET', '/pdf/datasheet'))).statusCode).toBe(404);
    const { handler: both } = sheets();
    const post = await both(event('id=2004&lang=de', 'POST', '/pdf/datasheet'));
    expect(post.statusCode).toBe(405);
    expect(post.headers?.allow).toBe('GET, HEAD');
  });
});
