/**
 * A small client of Storyblok's Management API (MAPI). Our own because the SDKs either have no
 * custom host (the CLI) or retry only GETs (storyblok-js-client), and a push writes far more than
 * it reads: every method is throttled and retried alike.
 */

/** Storyblok's MAPI hosts per region (docs/api/management). */
const REGION_HOSTS: Record<string, string> = {
  eu: 'https://mapi.storyblok.com/v1',
  us: 'https://api-us.storyblok.com/v1',
  ca: 'https://api-ca.storyblok.com/v1',
  ap: 'https://api-ap.storyblok.com/v1',
  cn: 'https://app.storyblokchina.cn/v1',
};

/** `STORYBLOK_MANAGEMENT_URL` (another host, e.g. the local stand-in) or the host of `STORYBLOK_REGION` (default eu). */
export function managementBaseUrl(env: Record<string, string | undefined>): string {
  const custom = env.STORYBLOK_MANAGEMENT_URL?.trim();
  if (custom) return custom.replace(/\/+$/, '');
  const region = (env.STORYBLOK_REGION?.trim() || 'eu').toLowerCase();
  const host = REGION_HOSTS[region];
  if (!host) throw new Error(`STORYBLOK_REGION must be one of ${Object.keys(REGION_HOSTS).join(', ')} (got "${region}")`);
  return host;
}

/** An answer the push cannot go on from (401, 403, 404, 422, …), with Storyblok's own message. */
export class ManagementApiError extends Error {
  constructor(
    readonly status: number,
    readonly method: string,
    readonly path: string,
    /** Storyblok's message, from the response body */
    readonly storyblokMessage: string,
  ) {
    super(`Storyblok answered ${status} to ${method} ${path}: ${storyblokMessage}`);
    this.name = 'ManagementApiError';
  }
}

/**
 * Storyblok's error bodies in words: `{"error":"Unauthorized"}`, `["This record could not be found"]`,
 * field messages `{"name":["has already been taken"]}` → `name has already been taken`.
 */
export function storyblokMessage(body: unknown, fallback: string): string {
  if (typeof body === 'string') return body.trim() || fallback;
  if (Array.isArray(body)) return body.map((item) => storyblokMessage(item, '')).filter(Boolean).join('; ') || fallback;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['error', 'message']) {
      if (typeof record[key] === 'string') return record[key] as string;
    }
    const parts = Object.entries(record).map(([field, messages]) => `${field} ${storyblokMessage(messages, '')}`.trim());
    return parts.filter(Boolean).join('; ') || fallback;
  }
  return fallback;
}

export type Query = Record<string, string | number | undefined>;

export interface ManagementClientOptions {
  /** a personal access token, sent raw in `Authorization` (no `Bearer`) */
  token: string;
  baseUrl: string;
  /** Starter plan: 3 (Growth and above: 6) */
  requestsPerSecond?: number;
  /** first back-off after a 429, a network error or a 5xx; doubled on every further try */
  retryBaseMs?: number;
  maxRateLimitRetries?: number;
  maxTransientRetries?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export interface ClientStats {
  requests: number;
  /** requests that change the space (every method but GET, and the GETs that publish or finish an upload) */
  writes: number;
  /** 429 answers, each retried */
  rateLimited: number;
  /** network errors and 5xx answers, each retried */
  transientFailures: number;
}

const MAX_BACKOFF_MS = 30_000;
const STATE_CHANGING_GET = /\/(publish|unpublish|finish_upload)$/;

/** Seconds or an HTTP date (RFC 9110); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export class ManagementClient {
  readonly stats: ClientStats = { requests: 0, writes: 0, rateLimited: 0, transientFailures: 0 };
  private readonly interval: number;
  private nextSlot = 0;
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;

  constructor(private readonly options: ManagementClientOptions) {
    const rate = options.requestsPerSecond ?? 3;
    if (!(rate > 0)) throw new Error('the request rate must be a positive number');
    this.interval = 1000 / rate;
    this.fetchImpl = options.fetch ?? fetch;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.now = options.now ?? Date.now;
  }

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  async get<T>(path: string, query?: Query): Promise<T> {
    return (await this.request<T>('GET', path, { query })).body;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    return (await this.request<T>('POST', path, { body })).body;
  }

  async put<T>(path: string, body: unknown): Promise<T> {
    return (await this.request<T>('PUT', path, { body })).body;
  }

  /** Storyblok's DELETE takes no body and answers the deleted record (`{ story }`). */
  async delete<T>(path: string): Promise<T> {
    return (await this.request<T>('DELETE', path)).body;
  }

  /** Every page of a paged list (`page`/`per_page`, `total` header), the items under `key`. */
  async getAll<T>(path: string, key: string, query: Query = {}): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page++) {
      const { body, headers } = await this.request<Record<string, T[]>>('GET', path, { query: { ...query, page, per_page: 100 } });
      const batch = body[key] ?? [];
      items.push(...batch);
      const total = Number(headers.get('total'));
      const perPage = Number(headers.get('per-page')) || 100;
      // without a total, a full page means there may be more (an endpoint that ignores paging answers more than a page)
      const more = headers.has('total') && Number.isFinite(total) ? items.length < total : batch.length === perPage;
      if (!more || batch.length === 0) return items;
    }
  }

  /** The second step of Storyblok's signed upload: a multipart POST of the signed fields, the file last (not the MAPI host: no token). */
  async upload(postUrl: string, fields: Record<string, string>, file: { name: string; type: string; data: Uint8Array<ArrayBuffer> }): Promise<void> {
    await this.send('POST', postUrl, postUrl, () => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([file.data], { type: file.type }), file.name);
      return { body: form, headers: {} };
    });
  }

  async request<T>(method: string, path: string, { query, body }: { query?: Query; body?: unknown } = {}) {
    const url = new URL(`${this.options.baseUrl}/${path.replace(/^\/+/, '')}`);
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
    return this.send<T>(method, path, url.toString(), () => ({
      body: body === undefined ? undefined : JSON.stringify(body),
      headers: {
        authorization: this.options.token,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
    }));
  }

  private async send<T>(
    method: string,
    path: string,
    url: string,
    init: () => { body: BodyInit | undefined; headers: Record<string, string> },
  ): Promise<{ status: number; headers: Headers; body: T }> {
    const base = this.options.retryBaseMs ?? 250;
    const maxRateLimited = this.options.maxRateLimitRetries ?? 10;
    const maxTransient = this.options.maxTransientRetries ?? 3;
    let rateLimited = 0;
    let transient = 0;
    for (;;) {
      await this.throttle();
      this.stats.requests++;
      if (method !== 'GET' || STATE_CHANGING_GET.test(path)) this.stats.writes++;
      let response: Response;
      try {
        const { body, headers } = init();
        response = await this.fetchImpl(url, { method, body, headers, signal: AbortSignal.timeout(this.options.timeoutMs ?? 60_000) });
      } catch (error) {
        if (transient >= maxTransient) {
          const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
          const detail = cause?.code ?? cause?.message;
          throw new Error(`${method} ${path} failed: ${(error as Error).message}${detail ? ` (${detail})` : ''}`, { cause: error });
        }
        this.stats.transientFailures++;
        await this.sleep(Math.min(MAX_BACKOFF_MS, base * 2 ** transient++));
        continue;
      }
      const text = await response.text();
      if (response.status === 429 && rateLimited < maxRateLimited) {
        this.stats.rateLimited++;
        await this.sleep(retryAfterMs(response.headers.get('retry-after'), this.now()) ?? Math.min(MAX_BACKOFF_MS, base * 2 ** rateLimited));
        rateLimited++;
        continue;
      }
      if (response.status >= 500 && transient < maxTransient) {
        this.stats.transientFailures++;
        await this.sleep(Math.min(MAX_BACKOFF_MS, base * 2 ** transient++));
        continue;
      }
      const parsed = parseBody(text);
      if (!response.ok) {
        throw new ManagementApiError(response.status, method, path, storyblokMessage(parsed, response.statusText || `HTTP ${response.status}`));
      }
      return { status: response.status, headers: response.headers, body: parsed as T };
    }
  }

  /** Starts requests at most `requestsPerSecond` a second, evenly spaced. */
  private async throttle(): Promise<void> {
    const now = this.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + this.interval;
    if (slot > now) await this.sleep(slot - now);
  }
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
