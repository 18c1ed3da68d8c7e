import { describe, expect, it, vi } from 'vitest';
import { invalidationPaths } from '@pv/functions/cms/cdn';
import { createCmsHandler, oneAtATime, REPLAY_WINDOW_SECONDS, type CmsDependencies } from '@pv/functions/cms/handler';
import { toChange, webhookSchema } from '@pv/functions/cms/payload';
import { listingsOf, pagesOf, planRefresh, type PublishedStory } from '@pv/functions/cms/plan';
import { hasValidSignature, signBody } from '@pv/functions/cms/signature';
import { revalidationSchema, SITEMAP_PATH, type RevalidationRequest } from '@pv/shared/revalidation';
import type { HttpEvent } from '@pv/functions/http';
import type { MovedPage } from '@pv/functions/redirects/editors';
import type { RedirectSyncReport } from '@pv/functions/redirects/sync';
import { fixtureEvent } from '../support/functions-stack';

const VECTOR_BODY = '{"text":"The user Jane published the Story Home (home)","action":"published","space_id":123,"story_id":456,"full_slug":"home"}';

describe('webhook signature', () => {
  it('is the hex HMAC-SHA1 of the raw body (Storyblok’s known vector)', () => {
    expect(signBody('hello', VECTOR_BODY)).toBe('a5c8061a00cae07db8bf290be533af8c1dc8b2d7');
    expect(hasValidSignature('hello', VECTOR_BODY, 'a5c8061a00cae07db8bf290be533af8c1dc8b2d7')).toBe(true);
    expect(hasValidSignature('hello', Buffer.from(VECTOR_BODY), 'A5C8061A00CAE07DB8BF290BE533AF8C1DC8B2D7')).toBe(true);
  });

  it.each([
    ['another secret', 'hullo', VECTOR_BODY, 'a5c8061a00cae07db8bf290be533af8c1dc8b2d7'],
    ['a tampered body', 'hello', VECTOR_BODY.replace('456', '457'), 'a5c8061a00cae07db8bf290be533af8c1dc8b2d7'],
    ['the body re-serialised', 'hello', JSON.stringify(JSON.parse(VECTOR_BODY), null, 1), 'a5c8061a00cae07db8bf290be533af8c1dc8b2d7'],
    ['no signature', 'hello', VECTOR_BODY, undefined],
    ['a short signature', 'hello', VECTOR_BODY, 'a5c8061a'],
    ['not hex', 'hello', VECTOR_BODY, 'z'.repeat(40)],
    ['an empty secret', '', VECTOR_BODY, signBody('', VECTOR_BODY)],
  ])('is refused with %s', (_, secret, body, signature) => {
    expect(hasValidSignature(secret, body, signature)).toBe(false);
  });
});

describe('webhook payloads', () => {
  it.each([
    [JSON.parse(VECTOR_BODY), { kind: 'story', action: 'published', storyId: 456, fullSlug: 'home' }],
    [{ action: 'deleted', space_id: 1, story_id: 9 }, { kind: 'story', action: 'deleted', storyId: 9, fullSlug: undefined }],
    [{ action: 'moved', space_id: 1, story_id: 9, full_slug: 'news/x' }, { kind: 'story', action: 'moved', storyId: 9, fullSlug: 'news/x' }],
    [{ action: 'entries_updated', space_id: 1, datasource_slug: 'categories' }, { kind: 'datasource', slug: 'categories' }],
  ])('%j → %j', (body, change) => {
    expect(toChange(webhookSchema.parse(body))).toEqual(change);
  });

  it.each([{}, { action: 'published', space_id: 1 }, { action: 'exploded', space_id: 1, story_id: 1 }, { action: 'published', space_id: '1', story_id: 1 }, { action: 'published', space_id: 1, story_id: -1 }, []])(
    'refuses %j',
    (body) => {
      expect(webhookSchema.safeParse(body).success).toBe(false);
    },
  );
});

const manual: PublishedStory = {
  id: 8001,
  uuid: 'manual-uuid',
  full_slug: 'anleitungen/ac-thor-bedienungsanleitung',
  translated_slugs: [
    { lang: 'en', path: 'manuals/ac-thor-operating-manual' },
    { lang: 'fr', path: 'notices/ac-thor-notice-d-utilisation' },
  ],
  content: { component: 'manual' },
};

describe('refresh plan', () => {
  it('pages of a story in every language (untranslated slugs fall back to the default)', () => {
    expect(pagesOf(manual)).toEqual([
      '/de/anleitungen/ac-thor-bedienungsanleitung/',
      '/en/manuals/ac-thor-operating-manual/',
      '/fr/notices/ac-thor-notice-d-utilisation/',
      '/es/anleitungen/ac-thor-bedienungsanleitung/',
      '/nl/anleitungen/ac-thor-bedienungsanleitung/',
      '/it/anleitungen/ac-thor-bedienungsanleitung/',
    ]);
    expect(pagesOf({ full_slug: 'home' })).toContain('/en/');
  });

  it('listings of a page: its folder page and the home page', () => {
    expect(listingsOf('/en/news/solar-fair/')).toEqual(['/en/news/', '/en/']);
    expect(listingsOf('/de/kontakt/')).toEqual(['/de/']);
    expect(listingsOf('/de/')).toEqual([]);
  });

  it('a publication refreshes the story in every language, its listings, and re-indexes it', () => {
    const plan = planRefresh({ kind: 'story', action: 'published', storyId: 8001 }, manual, null);
    expect(plan.paths).toContain('/en/manuals/ac-thor-operating-manual/');
    expect(plan.paths).toContain('/en/manuals/');
    expect(plan.paths).toContain('/fr/notices/');
    expect(plan.paths).toContain('/it/');
    expect(plan).toMatchObject({ wholeSite: false, storyId: 8001, remember: pagesOf(manual) });
  });

  it('a move refreshes the old addresses too', () => {
    const plan = planRefresh({ kind: 'story', action: 'moved', storyId: 8001 }, manual, ['/en/old-manuals/ac-thor/']);
    expect(plan.paths).toEqual(expect.arrayContaining(['/en/old-manuals/ac-thor/', '/en/old-manuals/', '/en/manuals/ac-thor-operating-manual/']));
    expect(plan.remember).toEqual(pagesOf(manual));
  });

  it('a deletion (no slug in the payload) refreshes the remembered paths and forgets them', () => {
    const known = pagesOf(manual);
    const plan = planRefresh({ kind: 'story', action: 'deleted', storyId: 8001 }, null, known);
    expect(plan.paths).toEqual(expect.arrayContaining([...known, '/de/anleitungen/']));
    expect(plan).toMatchObject({ storyId: 8001, remember: null });
  });

  it('a story that leaves before its pages were recorded refreshes every page, and still re-indexes (removes) it and drops its PDFs', () => {
    expect(planRefresh({ kind: 'story', action: 'deleted', storyId: 9 }, null, null)).toEqual({ paths: [], wholeSite: true, storyId: 9, remember: null });
    expect(planRefresh({ kind: 'story', action: 'unpublished', storyId: 9, fullSlug: 'news/old' }, null, null)).toMatchObject({ wholeSite: true, storyId: 9 });
  });

  it('site settings and datasources refresh every page of every language', () => {
    expect(planRefresh({ kind: 'story', action: 'published', storyId: 1, fullSlug: '_settings' }, { id: 1, uuid: 'settings-uuid', full_slug: '_settings', content: { component: 'settings' } }, null)).toMatchObject({ wholeSite: true });
    expect(planRefresh({ kind: 'datasource', slug: 'categories' }, null, null)).toMatchObject({ wholeSite: true, storyId: null });
  });
});

describe('the sitemap follows every page change (issue 34)', () => {
  it.each([
    ['a publication', { kind: 'story', action: 'published', storyId: 8001 } as const, manual, null],
    ['a move', { kind: 'story', action: 'moved', storyId: 8001 } as const, manual, ['/en/old-manuals/ac-thor/']],
    ['an unpublication', { kind: 'story', action: 'unpublished', storyId: 8001 } as const, null, pagesOf(manual)],
    ['a deletion', { kind: 'story', action: 'deleted', storyId: 8001 } as const, null, pagesOf(manual)],
  ])('%s revalidates and purges /sitemap.xml with the pages', (_, change, current, known) => {
    expect(planRefresh(change, current, known).paths).toContain(SITEMAP_PATH);
  });

  it('a redirect or a story without pages leaves it; the site accepts it as a path to revalidate', () => {
    expect(planRefresh({ kind: 'story', action: 'published', storyId: 9, fullSlug: '_redirects/aktion' }, null, null).paths).toEqual([]);
    expect(planRefresh({ kind: 'story', action: 'deleted', storyId: 9 }, null, []).paths).toEqual([]);
    expect(revalidationSchema.safeParse({ paths: ['/de/', SITEMAP_PATH], all: false, reindex: [] }).success).toBe(true);
    expect(revalidationSchema.safeParse({ paths: ['/robots.txt'], all: false, reindex: [] }).success).toBe(false);
  });

  it('many pages: a wildcard per language, and the sitemap still by name (not everything)', () => {
    const many = [...Array.from({ length: 20 }, (_, i) => `/${i % 2 ? 'en' : 'de'}/p${i}/`), SITEMAP_PATH];
    expect(invalidationPaths(many)).toEqual(['/de/*', '/en/*', SITEMAP_PATH]);
    expect(invalidationPaths(['/de/a/', SITEMAP_PATH])).toEqual(['/de/a/', SITEMAP_PATH]);
  });

  it('a signed deletion (the committed delivery) purges the sitemap from the CDN', async () => {
    const { handler, calls } = fakes(null);
    calls.stored.set(457, pagesOf({ full_slug: 'news/old-news' }));
    expect((await handler(fixtureEvent('cms-webhook-deleted'))).statusCode).toBe(200);
    expect(calls.revalidate[0]?.paths).toContain(SITEMAP_PATH);
    expect(calls.purged[0]).toContain(SITEMAP_PATH);
  });
});

describe('CDN purge paths', () => {
  it('names the pages, or a wildcard per language when there are many, or everything', () => {
    expect(invalidationPaths(['/en/a/', '/de/a/'])).toEqual(['/en/a/', '/de/a/']);
    expect(invalidationPaths(Array.from({ length: 20 }, (_, i) => `/${i % 2 ? 'en' : 'de'}/p${i}/`))).toEqual(['/de/*', '/en/*']);
    expect(invalidationPaths(null)).toEqual(['/*']);
  });
});

/** the space the fake content service's token belongs to (the local content service's, as in the committed deliveries) and its cache version */
const SPACE_ID = 1000;
const CV = 1_764_000_000;

const NO_REDIRECT_CHANGE: RedirectSyncReport = { created: [], followed: [], takenBack: [], unpublished: [], republished: [], takenOver: [], added: 0, changed: 0, removed: 0, problems: [], changedSources: [], problemsNotWritten: [] };

function fakes(story: PublishedStory | null = { id: 456, uuid: 'home-uuid', full_slug: 'home', content: { component: 'page' } }, overrides: Partial<CmsDependencies> = {}) {
  const calls = { revalidate: [] as RevalidationRequest[], purged: [] as (string[] | null)[], dropped: [] as string[], stored: new Map<number, string[]>(), synced: [] as (MovedPage | null)[], storyReads: [] as number[], marked: new Map<string, number>() };
  const dependencies: CmsDependencies = {
    secret: 'hello',
    redirects: async (moved) => (calls.synced.push(moved), NO_REDIRECT_CHANGE),
    space: async () => ({ id: SPACE_ID, version: CV }),
    deliveries: {
      used: async (key) => calls.marked.has(key),
      useOnce: async (key, expiresAt) => !calls.marked.has(key) && Boolean(calls.marked.set(key, expiresAt)),
    },
    story: async (id, cv) => (calls.storyReads.push(cv), story && story.id === id ? story : null),
    paths: {
      get: async (id) => calls.stored.get(id) ?? null,
      put: async (id, paths) => void calls.stored.set(id, paths),
      delete: async (id) => void calls.stored.delete(id),
    },
    site: {
      revalidate: async (request) => {
        calls.revalidate.push(request);
        return { revalidated: request.paths, search: { saved: request.reindex.map((id) => `${id}-en`), deleted: [] } };
      },
    },
    cdn: { purge: async (paths) => (calls.purged.push(paths), invalidationPaths(paths)) },
    pdfs: {
      get: async () => null,
      put: async () => undefined,
      drop: async (prefix) => (calls.dropped.push(prefix), []),
    },
    ...overrides,
  };
  return { handler: createCmsHandler(dependencies), calls };
}

const withBody = (event: HttpEvent, body: string, signature = signBody('hello', body)): HttpEvent => ({
  ...event,
  body,
  headers: { ...event.headers, 'webhook-signature': signature },
});

describe('CMS webhook handler (committed Storyblok deliveries)', () => {
  it('a signed publication revalidates, purges, re-indexes, drops PDFs and remembers the paths', async () => {
    const { handler, calls } = fakes();
    const result = await handler(fixtureEvent('cms-webhook-published'));
    expect(result.statusCode).toBe(200);
    expect(calls.revalidate).toEqual([{ paths: expect.arrayContaining(['/de/', '/en/', '/it/']), all: false, reindex: [456], cv: CV }]);
    expect(calls.purged).toEqual([calls.revalidate[0]?.paths]);
    expect(calls.dropped).toEqual(['manuals/456/', 'datasheets/456/']);
    expect(calls.stored.get(456)).toHaveLength(6);
  });

  it("reads the story and has the site re-index at the space's current cache version, never at one a warm function kept", async () => {
    let cv = CV;
    const { handler, calls } = fakes(undefined, { space: async () => ({ id: SPACE_ID, version: cv }) });
    await handler(fixtureEvent('cms-webhook-published'));
    cv += 7;
    await handler(fixtureEvent('cms-webhook-published'));
    expect(calls.storyReads).toEqual([CV, CV + 7]);
    expect(calls.revalidate.map((request) => request.cv)).toEqual([CV, CV + 7]);
  });

  it('answers 502 with a message when the content service does not tell its version, and refreshes nothing', async () => {
    const { handler, calls } = fakes(undefined, { space: () => Promise.reject(new Error('fetch failed')) });
    const result = await handler(fixtureEvent('cms-webhook-published'));
    expect(result.statusCode).toBe(502);
    expect(JSON.parse(result.body ?? '{}')).toMatchObject({ error: 'content-unavailable' });
    expect(calls.revalidate).toEqual([]);
  });
});

describe('CMS webhook: replays and other spaces', () => {
  it('acts on a delivery once: the same signed body at the same cache version again is answered 200 replayed, and nothing is done', async () => {
    const { handler, calls } = fakes();
    const first = await handler(fixtureEvent('cms-webhook-published'));
    const second = await handler(fixtureEvent('cms-webhook-published'));
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(String(first.body))).not.toHaveProperty('replayed');
    expect(second.statusCode).toBe(200);
    expect(JSON.parse(String(second.body))).toEqual({ replayed: true, change: { kind: 'story', action: 'published', storyId: 456, fullSlug: 'home' }, cv: CV });
    expect(calls.revalidate).toHaveLength(1);
    expect(calls.purged).toHaveLength(1);
    expect(calls.dropped).toHaveLength(2);
    expect(calls.synced).toHaveLength(1);
    // the signature as sent in another letter case is the same delivery
    const event = fixtureEvent('cms-webhook-published');
    expect(JSON.parse(String((await handler({ ...event, headers: { ...event.headers, 'webhook-signature': event.headers['webhook-signature']!.toUpperCase() } })).body))).toMatchObject({ replayed: true });
    expect(calls.revalidate).toHaveLength(1);
  });

  it('acts again on the same story published again: the same body, but the publication raised the cache version', async () => {
    let cv = CV;
    const { handler, calls } = fakes(undefined, { space: async () => ({ id: SPACE_ID, version: cv }) });
    await handler(fixtureEvent('cms-webhook-published'));
    cv += 1;
    const again = await handler(fixtureEvent('cms-webhook-published'));
    expect(JSON.parse(String(again.body))).not.toHaveProperty('replayed');
    expect(calls.revalidate.map((request) => request.cv)).toEqual([CV, CV + 1]);
    expect(calls.dropped).toHaveLength(4);
  });

  it('keeps each delivery for the replay window', async () => {
    const { handler, calls } = fakes();
    const before = Math.floor(Date.now() / 1000);
    await handler(fixtureEvent('cms-webhook-published'));
    const [[key, expiresAt]] = [...calls.marked] as [[string, number]];
    expect(key).toBe(`cms-delivery#${fixtureEvent('cms-webhook-published').headers['webhook-signature']}#${CV}`);
    expect(REPLAY_WINDOW_SECONDS).toBe(24 * 60 * 60);
    expect(expiresAt).toBeGreaterThanOrEqual(before + REPLAY_WINDOW_SECONDS);
    expect(expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + REPLAY_WINDOW_SECONDS);
  });

  it('marks a delivery only once it was acted on in full: one that failed half-way is acted on when it comes again', async () => {
    let siteUp = false;
    const { handler, calls } = fakes(undefined, {
      site: {
        revalidate: async (request) => {
          if (!siteUp) throw new Error('connect ECONNREFUSED');
          calls.revalidate.push(request);
          return { revalidated: request.paths, search: { saved: [], deleted: [] } };
        },
      },
    });
    expect((await handler(fixtureEvent('cms-webhook-published'))).statusCode).toBe(502);
    expect(calls.marked.size).toBe(0);
    siteUp = true;
    const retried = await handler(fixtureEvent('cms-webhook-published'));
    expect(retried.statusCode).toBe(200);
    expect(JSON.parse(String(retried.body))).not.toHaveProperty('replayed');
    expect(calls.revalidate).toHaveLength(1);
    expect(calls.marked.size).toBe(1);
  });

  it('still answers 200 when the mark cannot be written (the work is done; a replay would only repeat it), and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { handler, calls } = fakes(undefined, { deliveries: { used: async () => false, useOnce: () => Promise.reject(new Error('DynamoDB unavailable')) } });
    const result = await handler(fixtureEvent('cms-webhook-published'));
    expect(result.statusCode).toBe(200);
    expect(calls.revalidate).toHaveLength(1);
    expect(String(logged.mock.calls[0]![0])).toContain('delivery not marked');
    logged.mockRestore();
  });

  it('answers 502 and does nothing when it cannot tell whether a delivery was acted on', async () => {
    const { handler, calls } = fakes(undefined, { deliveries: { used: () => Promise.reject(new Error('DynamoDB unavailable')), useOnce: async () => true } });
    const result = await handler(fixtureEvent('cms-webhook-published'));
    expect(result.statusCode).toBe(502);
    expect(JSON.parse(String(result.body))).toMatchObject({ error: 'store-unavailable', message: expect.any(String) });
    expect(calls.revalidate).toEqual([]);
  });

  it.each(['cms-webhook-published', 'cms-webhook-deleted', 'cms-webhook-datasource'])('refuses %s signed for another space with 403 naming it, and does nothing', async (fixture) => {
    const { handler, calls } = fakes();
    const event = fixtureEvent(fixture);
    const result = await handler(withBody(event, String(event.body).replace(`"space_id":${SPACE_ID}`, '"space_id":999')));
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(String(result.body))).toEqual({ error: 'wrong-space', message: expect.stringContaining('space 999') });
    expect(calls.revalidate).toEqual([]);
    expect(calls.synced).toEqual([]);
    expect(calls.marked.size).toBe(0);
  });

  it('the committed deliveries come from the space the content token belongs to', () => {
    for (const fixture of ['cms-webhook-published', 'cms-webhook-deleted', 'cms-webhook-datasource']) {
      expect(JSON.parse(String(fixtureEvent(fixture).body))).toMatchObject({ space_id: SPACE_ID });
    }
  });
});

describe('CMS webhook handler (more committed Storyblok deliveries)', () => {
  it('a deletion refreshes the remembered paths', async () => {
    const { handler, calls } = fakes(null);
    calls.stored.set(457, ['/en/news/old-news/', '/de/news/old-news/']);
    expect((await handler(fixtureEvent('cms-webhook-deleted'))).statusCode).toBe(200);
    expect(calls.revalidate[0]?.paths).toEqual(['/de/', '/de/news/', '/de/news/old-news/', '/en/', '/en/news/', '/en/news/old-news/', '/sitemap.xml']);
    expect(calls.stored.has(457)).toBe(false);
  });

  it('saved datasource entries refresh the whole site', async () => {
    const { handler, calls } = fakes();
    expect((await handler(fixtureEvent('cms-webhook-datasource'))).statusCode).toBe(200);
    expect(calls.revalidate).toEqual([{ paths: [], all: true, reindex: [], cv: CV }]);
    expect(calls.purged).toEqual([null]);
  });

  it.each([
    ['no signature', (e: HttpEvent) => ({ ...e, headers: { ...e.headers, 'webhook-signature': '' } }), 401],
    ['a tampered body', (e: HttpEvent) => ({ ...e, body: String(e.body).replace('456', '999') }), 401],
    ['another secret', (e: HttpEvent) => withBody(e, String(e.body), signBody('other', String(e.body))), 401],
    ['malformed JSON, signed', (e: HttpEvent) => withBody(e, '{"action":'), 400],
    ['an unknown action, signed', (e: HttpEvent) => withBody(e, '{"action":"exploded","space_id":1,"story_id":2}'), 400],
    ['a GET', (e: HttpEvent) => ({ ...e, requestContext: { ...e.requestContext, http: { ...e.requestContext.http, method: 'GET' } } }), 405],
    ['another path', (e: HttpEvent) => ({ ...e, rawPath: '/cms/other' }), 404],
  ])('%s → %i, and nothing changes', async (_, tamper, status) => {
    const { handler, calls } = fakes();
    const result = await handler(tamper(fixtureEvent('cms-webhook-published')));
    expect(result.statusCode).toBe(status);
    expect(JSON.parse(String(result.body))).toHaveProperty('message');
    expect(calls.revalidate).toEqual([]);
    expect(calls.purged).toEqual([]);
    expect(calls.dropped).toEqual([]);
  });

  it.each([
    ['story_id', 1e308],
    ['story_id', 1.5],
    ['story_id', 0],
    ['story_id', 2 ** 53],
    ['space_id', 1.5],
    ['space_id', -3],
    ['space_id', 1e308],
  ])('a signed publication with %s %d → 400 naming the id, and nothing changes', async (field, value) => {
    const { handler, calls } = fakes();
    const body = JSON.stringify({ action: 'published', space_id: 123, story_id: 456, full_slug: 'home', [field]: value });
    const result = await handler(withBody(fixtureEvent('cms-webhook-published'), body));
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(String(result.body))).toMatchObject({ error: 'bad-payload', message: expect.stringContaining(`${field} must be a positive whole number`) });
    expect(calls.revalidate).toEqual([]);
    expect(calls.stored.size).toBe(0);
  });

  it('a signed datasource delivery with a fractional space id → 400', async () => {
    const { handler, calls } = fakes();
    const result = await handler(withBody(fixtureEvent('cms-webhook-datasource'), '{"action":"entries_updated","space_id":0.5,"datasource_slug":"faq-topics"}'));
    expect(result.statusCode).toBe(400);
    expect(calls.revalidate).toEqual([]);
  });

  it('a site that cannot be refreshed is a 502 with a message; nothing is purged or remembered', async () => {
    const { handler, calls } = fakes(undefined, { site: { revalidate: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.1:443')) } });
    const result = await handler(fixtureEvent('cms-webhook-published'));
    expect(result.statusCode).toBe(502);
    expect(JSON.parse(String(result.body))).toEqual({ error: 'revalidation-failed', message: 'The site could not be refreshed. Publish again in a moment.' });
    expect(calls.purged).toEqual([]);
    expect(calls.stored.size).toBe(0);
  });

  it('a page whose addresses changed: the redirect sync gets its addresses before and after; changed redirect sources are purged too', async () => {
    const { handler, calls } = fakes(undefined, {
      redirects: async (page) => (calls.synced.push(page), { ...NO_REDIRECT_CHANGE, created: ['/de/start/'], changedSources: ['/de/start'] }),
    });
    calls.stored.set(456, ['/de/start/', '/en/', '/fr/', '/es/', '/nl/', '/it/']);
    const result = await handler(fixtureEvent('cms-webhook-published'));
    expect(result.statusCode).toBe(200);
    expect(calls.synced).toEqual([{ uuid: 'home-uuid', before: ['/de/start/', '/en/', '/fr/', '/es/', '/nl/', '/it/'], after: pagesOf({ full_slug: 'home' }) }]);
    expect(calls.purged[0]).toEqual(expect.arrayContaining(['/de/start/', '/de/', '/de/start*']));
    expect(JSON.parse(String(result.body)).redirects).toMatchObject({ created: ['/de/start/'] });
  });

  it('a first publication, or the same addresses again, is no move; a datasource is no redirect change', async () => {
    // each delivery a publication of its own: a new cache version each time
    let cv = CV;
    const { handler, calls } = fakes(undefined, { space: async () => ({ id: SPACE_ID, version: cv++ }) });
    await handler(fixtureEvent('cms-webhook-published'));
    await handler(fixtureEvent('cms-webhook-published'));
    await handler(fixtureEvent('cms-webhook-datasource'));
    expect(calls.synced).toEqual([null, null]);
  });

  it('a redirect story refreshes no page; it is remembered without pages, so its deletion refreshes none either', async () => {
    const redirect = { id: 456, uuid: 'redirect-uuid', full_slug: '_redirects/aktion', content: { component: 'redirect' } };
    const { handler, calls } = fakes(redirect);
    const body = '{"action":"published","space_id":1000,"story_id":456,"full_slug":"_redirects/aktion"}';
    expect((await handler(withBody(fixtureEvent('cms-webhook-published'), body))).statusCode).toBe(200);
    expect(calls.revalidate).toEqual([{ paths: [], all: false, reindex: [], cv: CV }]);
    expect(calls.stored.get(456)).toEqual([]);
    expect(calls.synced).toEqual([null]);
    expect(planRefresh({ kind: 'story', action: 'deleted', storyId: 456 }, null, [])).toMatchObject({ paths: [], wholeSite: false });
  });

  it('redirects that cannot be updated are a 502 with a message; the page is still refreshed, its addresses not yet remembered (publishing again retries the move)', async () => {
    const { handler, calls } = fakes(undefined, { redirects: () => Promise.reject(new Error('Storyblok answered 401')) });
    const result = await handler(fixtureEvent('cms-webhook-published'));
    expect(result.statusCode).toBe(502);
    expect(JSON.parse(String(result.body))).toEqual({ error: 'redirects-failed', message: 'The redirects could not be updated. Publish again in a moment.' });
    expect(calls.revalidate).toHaveLength(1);
    expect(calls.purged).toEqual([calls.revalidate[0]?.paths]);
    expect(calls.dropped).toEqual(['manuals/456/', 'datasheets/456/']);
    expect(calls.stored.size).toBe(0);
  });

  it('syncs run one after the other, a failed one not stopping the next', async () => {
    const order: string[] = [];
    const slow = oneAtATime(async (name: string) => {
      order.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, name === 'a' ? 20 : 1));
      order.push(`end ${name}`);
      if (name === 'a') throw new Error('a failed');
      return name;
    });
    const results = await Promise.allSettled([slow('a'), slow('b')]);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled']);
  });

  it('a body sent base64-encoded is checked as its bytes', async () => {
    const { handler } = fakes();
    const event = fixtureEvent('cms-webhook-published');
    const result = await handler({ ...event, body: Buffer.from(String(event.body)).toString('base64'), isBase64Encoded: true });
    expect(result.statusCode).toBe(200);
  });
});

describe('content checks after a publication (issue 34)', () => {
  it('a publication checks the published page at the delivery’s cache version and answers what was found', async () => {
    const checked: [number, number][] = [];
    const { handler } = fakes(undefined, { contentChecks: async (id, cv) => (checked.push([id, cv]), { storyId: id, problems: [], written: false }) });
    const result = await handler(fixtureEvent('cms-webhook-published'));
    expect(result.statusCode).toBe(200);
    expect(checked).toEqual([[456, CV]]);
    expect(JSON.parse(String(result.body)).contentChecks).toEqual({ problems: 0, written: false });
  });

  it('a failure of the checks is logged and stops nothing', async () => {
    const { handler, calls } = fakes(undefined, { contentChecks: async () => Promise.reject(new Error('management API down')) });
    const result = await handler(fixtureEvent('cms-webhook-published'));
    expect(result.statusCode).toBe(200);
    expect(calls.revalidate).toHaveLength(1);
    expect(JSON.parse(String(result.body)).contentChecks).toBeNull();
  });

  it('a deletion checks nothing', async () => {
    const checked: number[] = [];
    const { handler } = fakes(null, { contentChecks: async (id) => (checked.push(id), null) });
    await handler(fixtureEvent('cms-webhook-deleted'));
    expect(checked).toEqual([]);
  });
});

describe('CMS webhook: a published product’s data sheets (issue 35)', () => {
  const product: PublishedStory = { id: 456, uuid: 'product-uuid', full_slug: 'produkte/ac-thor', content: { component: 'product', page_languages: ['de', 'fr'] } as PublishedStory['content'] };

  it('drops the old sheets before its pages are refreshed, and renders none itself: a product page makes its own on its first request (six renders in the webhook kept a moved product’s old address from answering 301 within 5 s)', async () => {
    const order: string[] = [];
    const { handler } = fakes(product, {
      pdfs: { get: async () => null, put: async () => undefined, drop: async (prefix) => (order.push(`drop ${prefix}`), []) },
      site: { revalidate: async (request) => (order.push('revalidate'), { revalidated: request.paths, search: { saved: [], deleted: [] } }) },
    });
    const result = await handler(fixtureEvent('cms-webhook-published'));
    expect(result.statusCode).toBe(200);
    expect(order).toEqual(['drop manuals/456/', 'drop datasheets/456/', 'revalidate']);
  });
});
