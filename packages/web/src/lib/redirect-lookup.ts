/**
 * The web tier's view of the legacy redirects: asks the redirect function for an address and keeps
 * the answer (hits and misses: 2 s, then 3 s more while a fresh answer is asked for in the background),
 * so a hot address costs one DynamoDB read every 2 s and never waits for one, and no answer is older than 5 s. A failing function means "no redirect" for a few seconds, never a broken page.
 */
import { withForwardedQuery } from '@pv/shared/legacy-query';
import { checkRedirectTarget, safeRedirectLocation, type RedirectScope } from '@pv/shared/redirect-target';

export interface RedirectAnswer {
  target: string;
  status: 301 | 308;
}

export interface LookupOptions {
  /** the function's lookup address, e.g. http://localhost:4050/redirects/lookup */
  endpoint: string;
  fetchImpl?: typeof fetch;
  hitTtlMs?: number;
  missTtlMs?: number;
  /** after its lifetime an answer is still given this long while a fresh one is asked for (never after a failure) */
  staleMs?: number;
  /** after a failure the last answer (or a miss) stands this long */
  failureTtlMs?: number;
  maxEntries?: number;
  timeoutMs?: number;
  now?: () => number;
}

export type LookupOutcome = { answer: RedirectAnswer | null; source: 'cache' | 'stale' | 'function' | 'failure' };

export function createRedirectLookup({
  endpoint,
  fetchImpl = fetch,
  // editors' changes must show within seconds (a redirect added, changed or removed): every answer is
  // kept briefly, and a hot address is asked about again in the background (at most 5 s old)
  hitTtlMs = 2_000,
  missTtlMs = 2_000,
  staleMs = 3_000,
  failureTtlMs = 10_000,
  maxEntries = 10_000,
  timeoutMs = 1_000,
  now = Date.now,
}: LookupOptions) {
  // insertion order is age order: the oldest entry goes first when the cache is full
  const cache = new Map<string, { answer: RedirectAnswer | null; until: number; staleUntil: number }>();
  const pending = new Map<string, Promise<LookupOutcome>>();

  const remember = (address: string, answer: RedirectAnswer | null, ttl: number, stale = staleMs) => {
    cache.delete(address);
    if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
    cache.set(address, { answer, until: now() + ttl, staleUntil: now() + ttl + stale });
  };

  async function ask(address: string): Promise<LookupOutcome> {
    try {
      const response = await fetchImpl(`${endpoint}?path=${encodeURIComponent(address)}`, { signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 404) {
        remember(address, null, missTtlMs);
        return { answer: null, source: 'function' };
      }
      if (!response.ok) throw new Error(`redirect lookup answered ${response.status}`);
      const body = (await response.json()) as { target?: unknown; status?: unknown };
      if (typeof body.target !== 'string') throw new Error('redirect lookup answered without a target');
      const answer: RedirectAnswer = { target: body.target, status: body.status === 308 ? 308 : 301 };
      remember(address, answer, hitTtlMs);
      return { answer, source: 'function' };
    } catch (error) {
      console.error(JSON.stringify({ level: 'warn', message: 'redirect lookup failed', error: String(error) }));
      // a failed refresh keeps the answer the function gave last: a working redirect does not break
      const previous = cache.get(address)?.answer ?? null;
      remember(address, previous, failureTtlMs, 0);
      return { answer: previous, source: 'failure' };
    }
  }

  return {
    /** `address` is the request's path and query as received */
    lookup(address: string): Promise<LookupOutcome> {
      const cached = cache.get(address);
      const time = now();
      if (cached && cached.until > time) return Promise.resolve({ answer: cached.answer, source: 'cache' });
      // concurrent requests for one address share one question
      let question = pending.get(address);
      if (!question) {
        question = ask(address).finally(() => pending.delete(address));
        pending.set(address, question);
      }
      // a recent answer serves while the fresh one is asked for
      if (cached && cached.staleUntil > time) return Promise.resolve({ answer: cached.answer, source: 'stale' });
      return question;
    },
    get size() {
      return cache.size;
    },
  };
}

/**
 * Where to send the visitor: an absolute target on an allowed host as it is (documents); a path on
 * the site with the request's parameters that did not name the old page; never anywhere else.
 */
export function redirectLocation(target: string, requestQuery: string, scope: RedirectScope): string | null {
  const checked = checkRedirectTarget(target, scope);
  if (checked.kind !== 'site') return checked.kind === 'allowed-host' ? checked.location : null;
  return safeRedirectLocation(withForwardedQuery(checked.location, requestQuery), scope);
}
