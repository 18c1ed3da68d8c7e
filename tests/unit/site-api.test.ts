/** The browser's HTTP client for the site's own APIs (spec 8): which answers are errors, which calls are tried again. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSiteApi, mayRetry, RETRY_DELAY_MS, SiteApiError } from '@/lib/site-api';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const RETRIED_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];
const FINAL_STATUSES = [400, 401, 403, 404, 405, 410, 413, 415, 422, 451, 499, 501, 505, 599];

/** a fetch that answers each call with the next status of `statuses` (`'offline'`: it rejects as fetch does without a network) */
function answering(...statuses: (number | 'offline')[]) {
  return vi.fn(async () => {
    const next = statuses.shift();
    if (next === undefined) throw new Error('called more often than expected');
    if (next === 'offline') throw new TypeError('Failed to fetch');
    const body = next === 204 || next === 304 ? null : JSON.stringify({ status: next });
    return new Response(body, { status: next, headers: { 'content-type': 'application/json' } });
  });
}

const call = (method: string, fetchImpl: typeof fetch) => fetchSiteApi('/api/thing/', { method }, { fetchImpl, retryDelayMs: 0 });

describe('mayRetry', () => {
  it.each(METHODS.flatMap((method) => [...RETRIED_STATUSES, undefined].map((status) => [method, status] as const)))('%s after %s: %s', (method, status) => {
    expect(mayRetry(method, status)).toBe(method === 'GET');
  });

  it.each(METHODS.flatMap((method) => FINAL_STATUSES.map((status) => [method, status] as const)))('%s after %i: never', (method, status) => {
    expect(mayRetry(method, status)).toBe(false);
  });

  it('reads the method in any case', () => {
    expect(mayRetry('get', 503)).toBe(true);
  });
});

describe('fetchSiteApi', () => {
  afterEach(() => vi.useRealTimers());

  it.each([200, 201, 204, 299, 304, 399])('%i is an answer, not an error', async (status) => {
    const fetchImpl = answering(status);
    expect((await call('GET', fetchImpl)).status).toBe(status);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it.each(METHODS.flatMap((method) => [...RETRIED_STATUSES, ...FINAL_STATUSES].map((status) => [method, status] as const)))(
    '%s answered %i: an error (a GET with a passing status after its second try)',
    async (method, status) => {
      const retried = method === 'GET' && RETRIED_STATUSES.includes(status);
      const fetchImpl = answering(status, status);
      const error = await call(method, fetchImpl).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SiteApiError);
      expect(error).toMatchObject({ status, body: { status } });
      expect(fetchImpl).toHaveBeenCalledTimes(retried ? 2 : 1);
    },
  );

  it('a GET whose second try succeeds returns that answer', async () => {
    const fetchImpl = answering(503, 200);
    expect((await call('GET', fetchImpl)).status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it.each(METHODS)('%s without an answer (network failure): tried again only as a GET, then an error without status', async (method) => {
    const fetchImpl = answering('offline', 'offline');
    const error = await call(method, fetchImpl).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteApiError);
    expect(error).toMatchObject({ status: undefined, body: null });
    expect(fetchImpl).toHaveBeenCalledTimes(method === 'GET' ? 2 : 1);
  });

  it('a GET that got no answer and then an answer returns it', async () => {
    expect((await call('GET', answering('offline', 200))).status).toBe(200);
  });

  it('an error page that is not JSON (a proxy in between) is an error with no body', async () => {
    const fetchImpl = vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    await expect(call('POST', fetchImpl)).rejects.toMatchObject({ status: 502, body: null });
  });

  it('passes the request on as given', async () => {
    const fetchImpl = answering(200);
    const init = { headers: { accept: 'application/json' } };
    await fetchSiteApi('/api/list/news/?page=2', init, { fetchImpl });
    expect(fetchImpl).toHaveBeenCalledWith('/api/list/news/?page=2', init);
  });

  it('waits RETRY_DELAY_MS before the second try (a request without a method is a GET)', async () => {
    vi.useFakeTimers();
    const fetchImpl = answering(503, 200);
    const answer = fetchSiteApi('/api/thing/', {}, { fetchImpl });
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect((await answer).status).toBe(200);
  });
});
