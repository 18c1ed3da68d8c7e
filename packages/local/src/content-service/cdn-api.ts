/**
 * The Content Delivery API stand-in (`/v2/cdn/…`): a request goes through the CDN's rules (cdn.ts:
 * unknown parameters, the cv redirect, kept answers, the rate limits) to the endpoints (cdn-api/).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { atCacheVersion, CdnCache, endpointOf, needsCacheVersion, uncachedLimitPerSecond, unknownParameters, unknownParametersMessage } from './cdn.js';
import { type CdnContext, NotFound, Unauthorized } from './cdn-api/request.js';
import { routeCdn } from './cdn-api/routes.js';
import { BadRequest } from './query.js';
import type { ContentStore } from './store.js';

/** The asset host the demo content names; served by this service instead (Storyblok's image service paths included). */
export const DEMO_ASSET_HOST = 'https://a.storyblok.com';

export interface RequestRecord {
  path: string;
  status: number;
  at: number;
  /** an uncached CDN read: the per-second limit of its kind (cached answers count against none) */
  uncachedLimit?: number;
}

export interface CdnApiOptions {
  /** token with published access */
  publicToken: string;
  /** token with draft access */
  previewToken: string;
  /** base URL assets are served from (replaces the demo content's asset host) */
  assetBaseUrl?: string;
  /** answer 429 to uncached CDN reads above Storyblok's limits per second (cdn.ts); off when unset */
  rateLimits?: boolean;
}

export interface CdnApi {
  /** answers a Content Delivery API request, recording its status (and the limit of its kind when uncached) */
  handle(req: IncomingMessage, res: ServerResponse, url: URL, record: (status: number, uncachedLimit?: number) => void, now: number): void;
  /** sends JSON as the CDN does: its CORS headers, the demo content's asset host replaced */
  send(res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>): void;
  /** the next `count` API requests answer 429, as Storyblok does under load */
  injectTooManyRequests(count: number): void;
  /** forgets the answers the CDN kept (the space started over) */
  forget(): void;
}

const CDN_HEADERS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'total, per-page' };

/** The CDN API over the store; `requests` is the service's log, which the rate limits count in. */
export function createCdnApi(store: ContentStore, options: CdnApiOptions, requests: readonly RequestRecord[]): CdnApi {
  const context: CdnContext = { store, publicToken: options.publicToken, previewToken: options.previewToken };
  let forcedTooMany = 0;
  const assetBase = (options.assetBaseUrl ?? '').replace(/\/$/, '');
  const cdnCache = new CdnCache();

  /** The JSON of an answer, with the demo content's asset host replaced by this service's. */
  function serialise(body: unknown): string {
    const json = JSON.stringify(body);
    return assetBase ? json.split(DEMO_ASSET_HOST).join(assetBase) : json;
  }

  function writeJson(res: ServerResponse, status: number, json: string, headers: Record<string, string> = {}) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...CDN_HEADERS, ...headers });
    res.end(json);
  }

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    writeJson(res, status, serialise(body), headers);
  }

  function overRateLimit(now: number, limit: number): boolean {
    if (!options.rateLimits) return false;
    const recent = requests.filter((r) => now - r.at < 1000 && r.status !== 429 && r.uncachedLimit === limit).length;
    return recent >= limit;
  }

  /** A Content Delivery API request, through the CDN's rules (cdn.ts) to the API. */
  function handle(req: IncomingMessage, res: ServerResponse, url: URL, record: (status: number, uncachedLimit?: number) => void, now: number) {
    const { pathname, searchParams: params } = url;
    const endpoint = endpointOf(pathname);
    const unknown = unknownParameters(endpoint, params);
    if (unknown.length) {
      record(422);
      return send(res, 422, { error: unknownParametersMessage(unknown) });
    }
    if (needsCacheVersion(pathname, params)) {
      record(301);
      res.writeHead(301, { location: atCacheVersion(pathname, params, store.cv), ...CDN_HEADERS, 'content-length': '0' });
      return res.end();
    }
    const address = pathname + url.search;
    const keeps = CdnCache.keeps(pathname, params);
    const kept = keeps ? cdnCache.get(address) : undefined;
    if (kept) {
      record(kept.status);
      return writeJson(res, kept.status, kept.body, { ...kept.headers, 'x-cache': 'Hit from cloudfront' });
    }
    const limit = uncachedLimitPerSecond(endpoint, params);
    if (forcedTooMany > 0 || overRateLimit(now, limit)) {
      forcedTooMany = Math.max(0, forcedTooMany - 1);
      record(429, limit);
      return send(res, 429, { error: 'Too Many Requests' });
    }
    try {
      const { body, headers = {} } = routeCdn(context, req.method ?? 'GET', pathname, params);
      record(200, limit);
      const json = serialise(body);
      if (keeps) cdnCache.set(address, { status: 200, body: json, headers });
      writeJson(res, 200, json, { ...headers, 'x-cache': keeps ? 'Miss from cloudfront' : 'Uncached' });
    } catch (error) {
      if (error instanceof NotFound) {
        record(404, limit);
        send(res, 404, ['This record could not be found']);
      } else if (error instanceof Unauthorized) {
        record(401, limit);
        send(res, 401, { error: 'Unauthorized' });
      } else if (error instanceof BadRequest) {
        record(error.status, limit);
        send(res, error.status, { error: error.message });
      } else {
        record(500, limit);
        console.error('[content-service]', error);
        send(res, 500, { error: 'Internal error' });
      }
    }
  }

  return {
    handle,
    send,
    injectTooManyRequests(count) {
      forcedTooMany = count;
    },
    forget: () => cdnCache.clear(),
  };
}
