/**
 * The Management API (MAPI) through Storyblok's own client, `@storyblok/management-api-client`:
 * its resources build the requests (URLs, the raw personal access token, query serialisation) and
 * type them and their answers with the types generated from Storyblok's OpenAPI, and its throttle
 * keeps to the plan's rate. Two things are ours, because its defaults would harm a push (docs/local-stack.md,
 * "Storyblok's Management API client"):
 * - retries: it retries every method after a network error, POST included, and nothing after a
 *   5xx. A POST that failed that way may have been carried out, so `create` looks the record up
 *   before posting again; the other methods repeat safely and are retried after 429, 5xx and
 *   network errors alike;
 * - errors and counts: Storyblok's message and the request it answered, and how many requests a
 *   run sent and how many were retried (the push prints them).
 */
import { createManagementApiClient } from '@storyblok/management-api-client';

/** Storyblok's client, throwing on every answer but 2xx. */
export type StoryblokApi = ReturnType<typeof createManagementApiClient<true>>;

/** An answer the caller cannot go on from (401, 403, 404, 422, …), with Storyblok's own message. */
export class ManagementApiError extends Error {
  constructor(
    readonly status: number,
    readonly method: string,
    readonly path: string,
    /** Storyblok's message, from the response body */
    readonly storyblokMessage: string,
    /** what a 429's `Retry-After` asks for, in ms */
    readonly retryAfter: number | null = null,
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

/** Seconds or an HTTP date (RFC 9110); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export interface ManagementClientOptions {
  /** a personal access token, sent raw in `Authorization` (no `Bearer`) */
  token: string;
  /** the Management API, `…/v1` (`storyblokHosts(env).managementBaseUrl`) */
  baseUrl: string;
  /** the space the resources act on unless a call names another */
  spaceId?: number;
  /** Starter plan: 3 (Growth and above: 6) */
  requestsPerSecond?: number;
  /** first back-off after a 429, a network error or a 5xx; doubled on every further try */
  retryBaseMs?: number;
  maxRateLimitRetries?: number;
  maxTransientRetries?: number;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface ClientStats {
  requests: number;
  /** requests that change the space (every method but GET, and the GETs that publish, unpublish or finish an upload) */
  writes: number;
  /** 429 answers, each retried */
  rateLimited: number;
  /** network errors and 5xx answers, each retried (after a failed create: looked up first) */
  transientFailures: number;
}

/** One request through Storyblok's client. */
export type Call<T> = () => Promise<{ data: T; response: Response }>;

const MAX_BACKOFF_MS = 30_000;
const STATE_CHANGING_GET = /\/(publish|unpublish|finish_upload)$/;
/** `spaces/1000/stories` of `https://mapi.storyblok.com/v1/spaces/1000/stories?page=2`, as messages name requests */
const pathOf = (url: string) => new URL(url).pathname.replace(/^.*?\/v1\//, '');

/** Whether a failed request may have been carried out: no answer at all, or the server failed midway. */
const mayHaveApplied = (error: unknown) => !(error instanceof ManagementApiError) || error.status >= 500;

export class ManagementClient {
  readonly stats: ClientStats = { requests: 0, writes: 0, rateLimited: 0, transientFailures: 0 };
  /** Storyblok's client: call its resources through `read`, `write`, `create` and `all` */
  readonly api: StoryblokApi;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: ManagementClientOptions) {
    const rate = options.requestsPerSecond ?? 3;
    if (!(rate > 0)) throw new Error('the request rate must be a positive number');
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.api = createManagementApiClient<true>({
      personalAccessToken: options.token,
      // the client appends `/v1/spaces/…` itself
      baseUrl: options.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, ''),
      ...(options.spaceId !== undefined && { spaceId: options.spaceId }),
      throwOnError: true,
      rateLimit: rate,
      timeout: options.timeoutMs ?? 60_000,
      // its own retries would repeat a POST blindly; ours (below) look the record up first
      retry: { limit: 0 },
    });
    this.api.interceptors.request.use((request) => {
      this.stats.requests++;
      if (request.method !== 'GET' || STATE_CHANGING_GET.test(new URL(request.url).pathname)) this.stats.writes++;
      return request;
    });
    // registered after the client's own: the last interceptor's error is the one thrown
    this.api.interceptors.error.use((body, response, request) => errorOf(response, request.method, pathOf(request.url), body));
  }

  get baseUrl(): string {
    return this.options.baseUrl;
  }

  /** A read, retried on 429, 5xx and network errors. */
  async read<T>(call: Call<T>): Promise<T> {
    return (await this.send(call, true)).data;
  }

  /** A write that repeats safely (PUT, DELETE, publish, finishing an upload): retried as a read. */
  write<T>(call: Call<T>): Promise<T> {
    return this.read(call);
  }

  /**
   * A POST that creates a record. A 5xx or a network error may hide a record that was created
   * all the same: `find` (the record by its name, slug or filename) is asked before posting again,
   * and after a 422 that follows such a failure (the name taken by our own earlier attempt).
   */
  async create<T>(call: Call<T>, find: () => Promise<T | undefined>): Promise<T> {
    const maxTransient = this.options.maxTransientRetries ?? 3;
    for (let attempt = 0; ; attempt++) {
      try {
        return (await this.send(call, false)).data;
      } catch (error) {
        const uncertain = mayHaveApplied(error) && attempt < maxTransient;
        const takenByUs = attempt > 0 && error instanceof ManagementApiError && error.status === 422;
        if (!uncertain && !takenByUs) throw error;
        if (uncertain) {
          this.stats.transientFailures++;
          await this.sleep(this.backoff(attempt));
        }
        const found = await find();
        if (found !== undefined) return found;
        if (takenByUs) throw error;
      }
    }
  }

  /** Every page of a paged list (`page`/`per_page`, `total` header), the items under `key`. */
  async all<K extends string, T>(key: K, list: (page: { page: number; per_page: number }) => ReturnType<Call<{ [k in K]?: T[] }>>): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page++) {
      const { data, response } = await this.send(() => list({ page, per_page: 100 }), true);
      const batch = data[key] ?? [];
      items.push(...batch);
      const total = Number(response.headers.get('total'));
      const perPage = Number(response.headers.get('per-page')) || 100;
      // without a total, a full page means there may be more
      const more = response.headers.has('total') && Number.isFinite(total) ? items.length < total : batch.length === perPage;
      if (!more || batch.length === 0) return items;
    }
  }

  /**
   * The second step of Storyblok's signed upload: a multipart POST of the signed fields, the file
   * last, to the bucket (not the MAPI host: no token). Repeats safely: the same key is written again.
   */
  async upload(postUrl: string, fields: Record<string, string>, file: { name: string; type: string; data: Uint8Array<ArrayBuffer> }): Promise<void> {
    await this.send(async () => {
      this.stats.requests++;
      this.stats.writes++;
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob([file.data], { type: file.type }), file.name);
      const response = await fetch(postUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(this.options.timeoutMs ?? 60_000) });
      const text = await response.text();
      // S3 answers errors in XML: <Error><Code>…</Code><Message>…</Message></Error>
      if (!response.ok) throw errorOf(response, 'POST', postUrl, /<Message>([^<]*)<\/Message>/.exec(text)?.[1] ?? text);
      return { data: undefined, response };
    }, true);
  }

  /** One request; retried after 429 always (nothing was done), after 5xx and network errors when `repeatable`. */
  private async send<T>(call: Call<T>, repeatable: boolean): Promise<{ data: T; response: Response }> {
    const maxRateLimited = this.options.maxRateLimitRetries ?? 10;
    const maxTransient = this.options.maxTransientRetries ?? 3;
    let rateLimited = 0;
    let transient = 0;
    for (;;) {
      try {
        return await call();
      } catch (error) {
        if (error instanceof ManagementApiError && error.status === 429 && rateLimited < maxRateLimited) {
          this.stats.rateLimited++;
          await this.sleep(error.retryAfter ?? this.backoff(rateLimited++));
          continue;
        }
        if (repeatable && mayHaveApplied(error) && transient < maxTransient) {
          this.stats.transientFailures++;
          await this.sleep(this.backoff(transient++));
          continue;
        }
        throw describe(error);
      }
    }
  }

  private backoff(attempt: number): number {
    return Math.min(MAX_BACKOFF_MS, (this.options.retryBaseMs ?? 250) * 2 ** attempt);
  }
}

function errorOf(response: Response, method: string, path: string, body: unknown): ManagementApiError {
  const message = storyblokMessage(body, response.statusText || `HTTP ${response.status}`);
  return new ManagementApiError(response.status, method, path, message, retryAfterMs(response.headers.get('retry-after')));
}

/** A network failure in words: the cause's code (ECONNREFUSED) says more than "fetch failed". */
function describe(error: unknown): unknown {
  if (error instanceof ManagementApiError || !(error instanceof Error)) return error;
  const cause = error.cause as { code?: string; message?: string } | undefined;
  const detail = cause?.code ?? cause?.message;
  return new Error(`Storyblok's Management API did not answer: ${error.message}${detail ? ` (${detail})` : ''}`, { cause: error });
}
