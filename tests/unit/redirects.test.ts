/** Legacy redirects: how addresses compare, which targets are allowed, how a list is checked, how the web tier answers. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { checkTarget, normaliseSource } from '@pv/functions/redirects/paths';
import { describeProblem, diffRedirects, planRedirects, type PlanContext, type RedirectRow } from '@pv/functions/redirects/plan';
import { parseRedirectCsv } from '@pv/cms/legacy-redirects';
import { withForwardedQuery } from '@pv/shared/legacy-query';
import { redirectLegacyAddresses } from '@/server/redirects/layer';
import { createRedirectLookup, redirectLocation, type RedirectAnswer } from '@/lib/redirect-lookup';

const ALLOWED = ['localhost:4010', 'www.sonnwaerme.example'];

describe('normaliseSource', () => {
  it.each([
    ['/DE/Support/', '/de/support'],
    ['/de/support', '/de/support'],
    ['/de//support///', '/de/support'],
    ['/%64e/produkte/ac%2Dthor', '/de/produkte/ac-thor'],
    ['/noticias/a%C3%B1o-nuevo', '/noticias/año-nuevo'],
    ['/noticias/AÑO-nuevo', '/noticias/año-nuevo'],
    ['\\download\\Anleitung.PDF', '/download/anleitung.pdf'],
    ['/', '/'],
    ['/dto#top', '/dto'],
  ])('%s → %s', (address, key) => expect(normaliseSource(address)).toBe(key));

  it('keeps only the routing parameters, in a stable order, case-insensitive; drops the others', () => {
    expect(normaliseSource('/index.php?option=com_content&view=article&id=12&catid=3&Itemid=101')).toBe('/index.php?catid=3&id=12&view=article');
    expect(normaliseSource('/index.php?CatId=3&ID=12&view=Article&utm_source=x')).toBe('/index.php?catid=3&id=12&view=article');
    expect(normaliseSource('/download/index.php?docart=Datenblatt')).toBe('/download/index.php?docart=datenblatt');
    expect(normaliseSource('/de/news/?utm_campaign=x&page=2')).toBe('/de/news');
    expect(normaliseSource('/index.php?id=')).toBe('/index.php');
  });

  it('an encoded slash stays inside its segment (no new path segment, no //host)', () => {
    expect(normaliseSource('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(normaliseSource('/a%2Fb')).toBe('/a%2Fb');
  });

  it('refuses what is not a path', () => {
    expect(normaliseSource('')).toBeNull();
    expect(normaliseSource('evil.example')).toBeNull();
    expect(normaliseSource('https://evil.example/')).toBeNull();
    expect(normaliseSource('/a\r\nLocation: x')).toBeNull();
  });
});

describe('checkTarget', () => {
  it('accepts site paths and allowed absolute addresses', () => {
    expect(checkTarget('/de/produkte/ac-thor/', ALLOWED)).toEqual({ kind: 'site', location: '/de/produkte/ac-thor/' });
    expect(checkTarget('http://localhost:4010/f/1000/documents/a.pdf', ALLOWED).kind).toBe('allowed-host');
    expect(checkTarget('https://WWW.sonnwaerme.example/de/', ALLOWED)).toMatchObject({ kind: 'allowed-host', location: 'https://www.sonnwaerme.example/de/' });
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '/%5cevil.example',
    'https://evil.example/',
    'https://www.sonnwaerme.example.evil.example/',
    'https://user:pass@www.sonnwaerme.example/',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://localhost:4010/x',
    'de/produkte/',
    '/de/\nSet-Cookie: x',
    '',
  ])('refuses %j', (target) => expect(checkTarget(target, ALLOWED).kind).toBe('refused'));
});

describe('planRedirects', () => {
  const pages = new Set(['/de/', '/de/produkte/ac-thor/', '/en/products/ac-thor/', '/de/kontakt/']);
  const context: PlanContext = {
    allowedHosts: ALLOWED,
    pageExists: (path) => pages.has(path.endsWith('/') ? path : `${path}/`),
    addressExists: async (url) => url.pathname.endsWith('.pdf'),
  };
  const rows = (...list: [string, string, string?][]): RedirectRow[] => list.map(([source, target, status = ''], index) => ({ label: `line ${index + 2}`, source, target, status }));

  it('stores normalised sources, 301 by default, 308 where kept', async () => {
    const plan = await planRedirects(rows(['/DTO/', '/de/'], ['/download/a.pdf', 'http://localhost:4010/f/1000/documents/a.pdf', '308']), context);
    expect(plan.problems).toEqual([]);
    expect(plan.entries).toEqual([
      { source: '/dto', target: '/de/', status: 301 },
      { source: '/download/a.pdf', target: 'http://localhost:4010/f/1000/documents/a.pdf', status: 308 },
    ]);
  });

  it('shortens chains to one hop (A→B→C is stored as A→C)', async () => {
    const plan = await planRedirects(rows(['/a', '/b/'], ['/b', '/C'], ['/c', '/de/produkte/ac-thor/']), context);
    expect(plan.problems).toEqual([]);
    expect(plan.chainsShortened).toBe(2);
    expect(plan.entries.map((entry) => `${entry.source}→${entry.target}`)).toEqual(['/a→/de/produkte/ac-thor/', '/b→/de/produkte/ac-thor/', '/c→/de/produkte/ac-thor/']);
  });

  it('refuses loops, duplicates after normalisation, dead targets, live sources, bad statuses and open redirects', async () => {
    const plan = await planRedirects(
      rows(
        ['/x', '/y'],
        ['/y', '/x'],
        ['/dup/', '/de/'],
        ['/DUP', '/de/kontakt/'],
        ['/gone', '/de/nicht-mehr/'],
        ['/de/kontakt/', '/de/'],
        ['/moved', '/de/', '302'],
        ['/off', 'https://evil.example/'],
        ['/protocol-relative', '//evil.example'],
        ['/old.pdf', 'http://localhost:4010/f/1000/documents/missing.doc'],
      ),
      context,
    );
    const text = plan.problems.map(describeProblem).join('\n');
    expect(text).toMatch(/line 2: \/x is part of a loop/);
    expect(text).toMatch(/line 3: \/y is part of a loop/);
    expect(text).toMatch(/line 5: \/DUP repeats line 4/);
    expect(text).toMatch(/line 6: the target \/de\/nicht-mehr\/ does not exist/);
    expect(text).toMatch(/line 7: \/de\/kontakt\/ is a live page/);
    expect(text).toMatch(/line 8: status 302/);
    expect(text).toMatch(/line 9: target https:\/\/evil.example\/: the host evil.example is not on the allow-list/);
    expect(text).toMatch(/line 10: target \/\/evil.example: a path that browsers read as another host/);
    expect(text).toMatch(/line 11: the target .*missing.doc does not exist/);
    expect(plan.entries.map((entry) => entry.source)).toEqual(['/dup']);
  });

  it('diff: the file is the whole truth', () => {
    const stored = [
      { source: '/a', target: '/de/', status: 301 as const },
      { source: '/b', target: '/de/', status: 301 as const },
      { source: '/c', target: '/de/', status: 301 as const },
    ];
    const diff = diffRedirects(stored, [
      { source: '/a', target: '/de/', status: 301 },
      { source: '/b', target: '/en/', status: 301 },
      { source: '/d', target: '/de/', status: 308 },
    ]);
    expect(diff).toEqual({ added: [{ source: '/d', target: '/de/', status: 308 }], changed: [{ source: '/b', target: '/en/', status: 301 }], removed: [stored[2]], unchanged: 1 });
  });

  it('reads the CSV with its header, quotes and empty status', () => {
    expect(parseRedirectCsv('source,target,status\n/a,/de/,\n"/b,c","/de/?x=""1""",308\n\n')).toEqual([
      { label: 'line 2', source: '/a', target: '/de/', status: '' },
      { label: 'line 3', source: '/b,c', target: '/de/?x="1"', status: '308' },
    ]);
    expect(() => parseRedirectCsv('from,to\n/a,/b')).toThrow('source,target,status');
  });
});

describe('withForwardedQuery: what a legacy redirect passes on of the request query', () => {
  it.each([
    // the row: every parameter named the old page
    ['/de/anleitungen/', '?option=com_content&view=article&id=100&catid=7&Itemid=200', '/de/anleitungen/'],
    ['/de/anleitungen/', '?option=com_content&view=article&id=100&catid=7&Itemid=200&utm_source=mail&gclid=abc', '/de/anleitungen/?utm_source=mail&gclid=abc'],
    // compared without case and encoding, as the lookup compares them
    ['/de/anleitungen/', '?OPTION=x&ItemID=1&%69d=100&CatId=7&View=a&fbclid=f', '/de/anleitungen/?fbclid=f'],
    // Joomla's other page parameters are not forwarded either
    ['/de/', '?layout=blog&tmpl=component&format=html&task=x&lang=de&limitstart=10&page=2', '/de/?page=2'],
    // unrelated parameters as they were sent, in their order, repeated ones too
    ['/en/products/ac-thor/', '?utm_source=newsletter&utm_medium=e%20mail&tag=a&tag=b', '/en/products/ac-thor/?utm_source=newsletter&utm_medium=e%20mail&tag=a&tag=b'],
    // the target's own query first and unchanged; a parameter it sets is not added again
    ['/de/infocenter/?docType=datasheet', '?docart=datasheet&utm_campaign=x', '/de/infocenter/?docType=datasheet&utm_campaign=x'],
    ['/de/infocenter/?docType=datasheet', '?docType=manual&utm_campaign=x', '/de/infocenter/?docType=datasheet&utm_campaign=x'],
    ['/de/infocenter/?docType=datasheet', '?docart=datasheet', '/de/infocenter/?docType=datasheet'],
    // a fragment stays last; empty pairs and an empty query add nothing
    ['/de/faq/#garantie', '?utm_source=x', '/de/faq/?utm_source=x#garantie'],
    ['/de/?a=1#top', '?b=2', '/de/?a=1&b=2#top'],
    ['/de/', '?&&utm_source=x&', '/de/?utm_source=x'],
    ['/de/', '', '/de/'],
    ['/de/', '?', '/de/'],
  ])('%s with %s → %s', (location, query, expected) => {
    expect(withForwardedQuery(location, query)).toBe(expected);
  });
});

describe('redirectLocation', () => {
  const scope = { siteOrigin: 'http://localhost:3000', allowedHosts: ALLOWED };

  it('an allowed absolute target as it is; a path on the site with the forwarded query', () => {
    expect(redirectLocation('http://localhost:4010/f/a.pdf', '?x=1', scope)).toBe('http://localhost:4010/f/a.pdf');
    expect(redirectLocation('/de/', '?utm_source=mail', scope)).toBe('/de/?utm_source=mail');
    expect(redirectLocation('http://localhost:3000/de/', '?utm_source=mail&Itemid=3', scope)).toBe('/de/?utm_source=mail');
    expect(redirectLocation('/de/', '', scope)).toBe('/de/');
  });

  it('never a location off-site, from the target or from the query', () => {
    expect(redirectLocation('//evil.example', '', scope)).toBeNull();
    expect(redirectLocation('/\\evil.example', '', scope)).toBeNull();
    expect(redirectLocation('evil.example', '', scope)).toBeNull();
    expect(redirectLocation('https://evil.example/', '', scope)).toBeNull();
    expect(redirectLocation('/de/', '?a=1#//evil.example', scope)).toBe('/de/?a=1#//evil.example');
  });
});

describe('createRedirectLookup', () => {
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

  it('asks once, then answers hits and misses from the cache until they expire', async () => {
    let clock = 0;
    const fetchImpl = vi.fn(async (url: string | URL | Request) =>
      String(url).includes(encodeURIComponent('/dto')) ? answer(200, { target: '/de/', status: 301 }) : answer(404, { error: 'not-found' }),
    );
    const redirects = createRedirectLookup({ endpoint: 'http://functions/redirects/lookup', fetchImpl, now: () => clock, hitTtlMs: 1000, missTtlMs: 100, staleMs: 0 });
    expect(await redirects.lookup('/dto')).toEqual({ answer: { target: '/de/', status: 301 }, source: 'function' });
    expect(await redirects.lookup('/dto')).toEqual({ answer: { target: '/de/', status: 301 }, source: 'cache' });
    expect(await redirects.lookup('/nothing')).toEqual({ answer: null, source: 'function' });
    expect(await redirects.lookup('/nothing')).toEqual({ answer: null, source: 'cache' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    clock = 500;
    expect((await redirects.lookup('/nothing')).source).toBe('function');
    expect((await redirects.lookup('/dto')).source).toBe('cache');
    expect(String(fetchImpl.mock.calls[0]![0])).toBe('http://functions/redirects/lookup?path=%2Fdto');
  });

  it('an expired answer still serves while a fresh one is asked for, never beyond its stale time', async () => {
    let clock = 0;
    let target = '/de/';
    const fetchImpl = vi.fn(async () => answer(200, { target, status: 301 }));
    const redirects = createRedirectLookup({ endpoint: 'http://f/l', fetchImpl, now: () => clock, hitTtlMs: 2000, staleMs: 3000 });
    await redirects.lookup('/dto');
    target = '/en/';
    clock = 2500;
    expect(await redirects.lookup('/dto')).toEqual({ answer: { target: '/de/', status: 301 }, source: 'stale' });
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await redirects.lookup('/dto')).toEqual({ answer: { target: '/en/', status: 301 }, source: 'cache' });
    target = '/fr/';
    clock = 2500 + 5001;
    expect(await redirects.lookup('/dto')).toEqual({ answer: { target: '/fr/', status: 301 }, source: 'function' });
  });

  it('shares one question between concurrent requests, and a failure is a short miss', async () => {
    let clock = 0;
    const fetchImpl = vi.fn(async () => {
      throw new Error('connection refused');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const redirects = createRedirectLookup({ endpoint: 'http://functions/redirects/lookup', fetchImpl, now: () => clock, failureTtlMs: 50 });
    const outcomes = await Promise.all([redirects.lookup('/a'), redirects.lookup('/a'), redirects.lookup('/a')]);
    expect(outcomes.map((outcome) => outcome.source)).toEqual(['failure', 'failure', 'failure']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect((await redirects.lookup('/a')).source).toBe('cache');
    clock = 60;
    await redirects.lookup('/a');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('a refresh that fails keeps the last answer the function gave', async () => {
    let clock = 0;
    let up = true;
    const fetchImpl = vi.fn(async () => {
      if (!up) throw new Error('timeout');
      return answer(200, { target: '/de/', status: 301 });
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const redirects = createRedirectLookup({ endpoint: 'http://f/l', fetchImpl, now: () => clock, hitTtlMs: 2000, staleMs: 0, failureTtlMs: 10_000 });
    await redirects.lookup('/dto');
    up = false;
    clock = 3000;
    expect(await redirects.lookup('/dto')).toEqual({ answer: { target: '/de/', status: 301 }, source: 'failure' });
    expect(await redirects.lookup('/dto')).toEqual({ answer: { target: '/de/', status: 301 }, source: 'cache' });
  });

  it('holds at most maxEntries addresses, dropping the oldest', async () => {
    const redirects = createRedirectLookup({ endpoint: 'http://f/l', fetchImpl: async () => answer(404, {}), maxEntries: 3 });
    for (const address of ['/1', '/2', '/3', '/4']) await redirects.lookup(address);
    expect(redirects.size).toBe(3);
  });
});

describe('redirectLegacyAddresses (the web tier layer)', () => {
  const serve = async (method: string, url: string, answer: RedirectAnswer | null) => {
    const handled: string[] = [];
    const layer = redirectLegacyAddresses(
      (req) => {
        handled.push(req.url ?? '');
      },
      { lookup: async () => ({ answer, source: 'cache' as const }), size: 0 },
    );
    const headers: Record<string, unknown> = {};
    let status = 0;
    const res = {
      setHeader: (name: string, value: unknown) => (headers[name] = value),
      writeHead: (code: number, values: Record<string, unknown>) => {
        status = code;
        Object.assign(headers, values);
      },
      end: () => undefined,
    };
    await layer({ method, url } as IncomingMessage, res as unknown as ServerResponse);
    return { handled, headers, status };
  };

  it('answers a known address itself, with the lookup time', async () => {
    const result = await serve('GET', '/en/products/ac-thor-en?utm_source=x', { target: '/en/products/ac-thor/', status: 301 });
    expect(result.status).toBe(301);
    expect(result.headers.location).toBe('/en/products/ac-thor/?utm_source=x');
    expect(String(result.headers['server-timing'])).toMatch(/^redirect;dur=[\d.]+;desc="hit cache"$/);
    expect(result.handled).toEqual([]);
  });

  it('forwards only the parameters that did not name the old page (the Joomla rows)', async () => {
    const address = '/index.php?option=com_content&view=article&id=100&catid=7&Itemid=200';
    expect((await serve('GET', address, { target: '/de/anleitungen/', status: 301 })).headers.location).toBe('/de/anleitungen/');
    expect((await serve('GET', `${address}&utm_source=mail`, { target: '/de/anleitungen/', status: 301 })).headers.location).toBe('/de/anleitungen/?utm_source=mail');
  });

  it('hands unknown addresses, other methods and Next’s own paths to the site', async () => {
    const miss = await serve('GET', '/de/', null);
    expect(miss.handled).toEqual(['/de/']);
    expect(String(miss.headers['server-timing'])).toContain('desc="miss cache"');
    expect((await serve('POST', '/dto', { target: '/de/', status: 301 })).handled).toEqual(['/dto']);
    expect((await serve('GET', '/_next/static/chunks/a.js', { target: '/de/', status: 301 })).handled).toEqual(['/_next/static/chunks/a.js']);
    expect((await serve('GET', '/mail/challenge', { target: '/de/', status: 301 })).handled).toEqual(['/mail/challenge']);
    expect((await serve('GET', '/pdf/manual?id=8001&lang=en', { target: '/de/', status: 301 })).handled).toEqual(['/pdf/manual?id=8001&lang=en']);
    expect((await serve('GET', '/pdf-renderer/manual/?id=8001&lang=en', { target: '/de/', status: 301 })).handled).toEqual(['/pdf-renderer/manual/?id=8001&lang=en']);
  });

  it('never sends a visitor off-site for a path-like target, whatever the table says', async () => {
    const result = await serve('GET', '/old', { target: '//evil.example', status: 301 });
    expect(result.status).toBe(0);
    expect(result.handled).toEqual(['/old']);
  });
});
