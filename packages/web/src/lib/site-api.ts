/**
 * The browser's calls to the site's own APIs (`/api/…`, and the functions under `/mail/…` and `/pdf/…`
 * on the same origin), by the spec's HTTP client rules (spec 8): an answer of 400–599 is an error, and
 * a GET is tried once more when no answer came or its status may pass (408, 409, 425, 429, 500, 502,
 * 503, 504). Other methods are never repeated: the first try may have taken effect.
 */

/** statuses that say "not now" rather than "not this request" */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const RETRIES = 1;

/** a short pause, so a server that is briefly overloaded is not asked again at once */
export const RETRY_DELAY_MS = 300;

/** A call that failed: the answer's status (undefined when none came, e.g. offline) and its JSON body (null when it had none). */
export class SiteApiError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly body: unknown,
  ) {
    super(status === undefined ? 'The site did not answer' : `The site answered ${status}`);
    this.name = 'SiteApiError';
  }
}

/** Whether a failed call may be made again: a GET that got no answer or a status in RETRY_STATUSES. */
export function mayRetry(method: string, status: number | undefined): boolean {
  return method.toUpperCase() === 'GET' && (status === undefined || RETRY_STATUSES.has(status));
}

async function attempt(path: string, init: RequestInit, fetchImpl: typeof fetch): Promise<Response | SiteApiError> {
  let response: Response;
  try {
    response = await fetchImpl(path, init);
  } catch {
    return new SiteApiError(undefined, null);
  }
  if (response.status < 400) return response;
  return new SiteApiError(response.status, await response.json().catch(() => null));
}

export interface SiteApiOptions {
  fetchImpl?: typeof fetch;
  retryDelayMs?: number;
}

/** `fetch` by those rules: the answer when its status is below 400, otherwise a SiteApiError. */
export async function fetchSiteApi(path: string, init: RequestInit = {}, { fetchImpl = fetch, retryDelayMs = RETRY_DELAY_MS }: SiteApiOptions = {}): Promise<Response> {
  for (let tries = 1; ; tries++) {
    const outcome = await attempt(path, init, fetchImpl);
    if (outcome instanceof Response) return outcome;
    if (tries > RETRIES || !mayRetry(init.method ?? 'GET', outcome.status)) throw outcome;
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
  }
}
