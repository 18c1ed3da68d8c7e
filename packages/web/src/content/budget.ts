/**
 * What one server process may spend of the content service, shared by every visitor:
 * - answers are shared: a published read names the space's cache version (`cv`), and Storyblok's
 *   answer to the same address at the same `cv` never changes, so it is kept and read once;
 *   identical reads in flight are one read;
 * - the circuit breaker opens on the service's own failures (no answer in time, a 5xx, no
 *   connection), counted where a request leaves for the service: time a read spent in our own
 *   throttle's queue, or one slow answer between good ones, never opens it for everyone.
 */

/** consecutive failed requests to the service that open the breaker */
export const FAILURES_TO_OPEN = 3;
/** published answers kept per cache version (the current and the one before, for renders under way) */
const KEPT_ANSWERS_PER_VERSION = 1500;

export interface ServiceHealth {
  /** until when reads fail at once (epoch ms), 0 when closed */
  openUntil: number;
  /** failed requests in a row */
  failures: number;
}

const health: ServiceHealth = { openUntil: 0, failures: 0 };

export const serviceHealth = (): Readonly<ServiceHealth> => health;

/** A request that got an answer from the service (not a 5xx): the breaker closes. */
function serviceAnswered() {
  health.failures = 0;
  health.openUntil = 0;
}

/** A request the service failed: after FAILURES_TO_OPEN in a row, reads fail at once for `openMs`. */
function serviceFailed(openMs: number) {
  health.failures += 1;
  if (health.failures >= FAILURES_TO_OPEN) health.openUntil = Date.now() + openMs;
}

/** Whether reads should fail at once: the service failed repeatedly a moment ago. */
export const breakerOpen = (now = Date.now()) => now < health.openUntil;

/**
 * The fetch the content client sends with, after its rate limit: each request's outcome is the
 * service's health. `openMs` is how long the breaker stays open once it opens.
 */
export function healthRecordingFetch(openMs: () => number, send: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    try {
      const response = await send(input, init);
      if (response.status >= 500) serviceFailed(openMs());
      else serviceAnswered();
      return response;
    } catch (error) {
      // no connection, or the client's own timeout aborted the request
      serviceFailed(openMs());
      throw error;
    }
  };
}

/** Published answers by cache version, then by the read's key; failed reads are not kept. */
const keptAnswers = new Map<number, Map<string, Promise<unknown>>>();
/** Reads that name no cache version (drafts, the version itself): shared only while in flight. */
const inFlight = new Map<string, Promise<unknown>>();

function keep<T>(entries: Map<string, Promise<unknown>>, key: string, read: () => Promise<T>): Promise<T> {
  const existing = entries.get(key);
  if (existing) {
    // most recently used last: the oldest goes first when the version's entries are full
    entries.delete(key);
    entries.set(key, existing);
    return existing as Promise<T>;
  }
  const started = read();
  entries.set(key, started);
  if (entries.size > KEPT_ANSWERS_PER_VERSION) entries.delete(entries.keys().next().value!);
  started.catch(() => {
    if (entries.get(key) === started) entries.delete(key);
  });
  return started;
}

/**
 * One read shared with every other caller of the same key: kept for the life of its cache version
 * when it names one (`cv`), else shared while it is in flight.
 */
export function sharedRead<T>(key: string, cv: number | undefined, read: () => Promise<T>): Promise<T> {
  if (cv === undefined) {
    const existing = inFlight.get(key);
    if (existing) return existing as Promise<T>;
    const started = read().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }
  let entries = keptAnswers.get(cv);
  if (!entries) {
    entries = new Map();
    keptAnswers.set(cv, entries);
    // renders under way may still read at the version before; none reads at older ones
    for (const version of [...keptAnswers.keys()].sort((a, b) => b - a).slice(2)) keptAnswers.delete(version);
  }
  return keep(entries, key, read);
}

/** How many answers are kept, per cache version (for tests and the bench). */
export const keptAnswerCounts = () => new Map([...keptAnswers].map(([cv, entries]) => [cv, entries.size]));
