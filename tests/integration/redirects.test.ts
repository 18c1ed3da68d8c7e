/** The redirect lookup against dynalite through @aws-sdk/client-dynamodb, with function-URL events. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '@pv/functions/aws';
import type { HttpResult } from '@pv/functions/http';
import { createRedirectHandler } from '@pv/functions/redirects/handler';
import { diffRedirects, type RedirectEntry } from '@pv/functions/redirects/plan';
import { dynamoRedirectStore, type RedirectStore } from '@pv/functions/redirects/store';
import { answerLegacyAddress } from '@/server/redirects/layer';
import { createRedirectLookup } from '@/lib/redirect-lookup';
import { mailEvent, startFunctionsStack, type FunctionsStack } from '../support/functions-stack';

let stack: FunctionsStack;
let store: RedirectStore;
let handle: ReturnType<typeof createRedirectHandler>;

const entries: RedirectEntry[] = [
  { source: '/dto', target: '/de/', status: 301 },
  { source: '/index.php?catid=3&id=12&view=article', target: '/de/produkte/ac-thor/', status: 301 },
  { source: '/download/anleitung-elwa.pdf', target: 'http://localhost:4010/f/1000/documents/anleitung-elwa.pdf', status: 308 },
  { source: '/noticias/año-nuevo', target: '/es/noticias/ano-nuevo/', status: 301 },
  // data/legacy-redirects.csv's first Joomla row, as the import stores it
  { source: '/index.php?catid=7&id=100&view=article', target: '/de/anleitungen/', status: 301 },
];

const lookup = (path: string | null, method = 'GET') => {
  const event = mailEvent(undefined, { method, path: '/redirects/lookup' });
  return handle({ ...event, rawQueryString: path === null ? '' : `path=${encodeURIComponent(path)}`, body: undefined });
};
const body = (result: HttpResult) => JSON.parse(String(result.body)) as Record<string, unknown>;

beforeAll(async () => {
  stack = await startFunctionsStack();
  store = dynamoRedirectStore(documentClient(stack.config), stack.config.tables.redirects);
  await store.put(entries);
  handle = createRedirectHandler({ store, allowedHosts: ['localhost:4010'] });
});
afterAll(() => stack.stop());

describe('redirect lookup', () => {
  it.each([
    ['/dto', '/de/', 301],
    ['/DTO/', '/de/', 301],
    ['/index.php?option=com_content&view=article&id=12&catid=3&Itemid=101', '/de/produkte/ac-thor/', 301],
    ['/index.php?catid=3&ID=12&view=ARTICLE', '/de/produkte/ac-thor/', 301],
    ['/download/Anleitung-ELWA.pdf', 'http://localhost:4010/f/1000/documents/anleitung-elwa.pdf', 308],
    ['/noticias/a%C3%B1o-nuevo', '/es/noticias/ano-nuevo/', 301],
  ])('%s → %s (%i)', async (path, target, status) => {
    const result = await lookup(path);
    expect(result.statusCode).toBe(200);
    expect(body(result)).toEqual({ target, status });
  });

  it('answers 404 for unknown addresses and for a stored target that would leave the site', async () => {
    expect((await lookup('/index.php?id=12')).statusCode).toBe(404);
    expect((await lookup('/unknown')).statusCode).toBe(404);
    // a row written by hand, past the import's checks
    await store.put([{ source: '/hand-written', target: '//evil.example/', status: 301 }]);
    expect((await lookup('/hand-written')).statusCode).toBe(404);
    for (const attack of ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example']) expect((await lookup(attack)).statusCode).toBe(404);
  });

  it.each([
    ['', '/de/anleitungen/'],
    ['&utm_source=newsletter&gclid=abc', '/de/anleitungen/?utm_source=newsletter&gclid=abc'],
  ])('the site sends the Joomla row with %j to %s: the parameters that named the old page stay behind', async (extra, location) => {
    // the site's layer asking this function, as `npm start` and the AWS server function do
    const redirects = createRedirectLookup({
      endpoint: 'http://functions/redirects/lookup',
      fetchImpl: async (url) => {
        const result = await lookup(new URL(String(url)).searchParams.get('path'));
        return new Response(String(result.body), { status: result.statusCode });
      },
    });
    const address = `/index.php?option=com_content&view=article&id=100&catid=7&Itemid=200${extra}`;
    const { redirect } = await answerLegacyAddress('GET', address, redirects);
    expect(redirect).toMatchObject({ status: 301, headers: { location } });
  });

  it('answers 400 without a path and 405 for other methods', async () => {
    expect((await lookup(null)).statusCode).toBe(400);
    expect((await lookup('x'.repeat(3000))).statusCode).toBe(400);
    expect((await lookup('/dto', 'POST')).statusCode).toBe(405);
  });

  it('stores, lists, replaces and deletes in batches of any size', async () => {
    const many = Array.from({ length: 60 }, (_, index): RedirectEntry => ({ source: `/bulk/${index}`, target: '/de/', status: 301 }));
    await store.put(many);
    const all = await store.all();
    expect(all.filter((entry) => entry.source.startsWith('/bulk/'))).toHaveLength(60);
    expect(diffRedirects(all, [...entries, ...many]).removed.map((entry) => entry.source)).toEqual(['/hand-written']);
    await store.delete(many.map((entry) => entry.source));
    expect((await store.all()).some((entry) => entry.source.startsWith('/bulk/'))).toBe(false);
  });
});
