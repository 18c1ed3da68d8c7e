/**
 * The Storyblok Management API stand-in (`/v1/spaces/:space_id/...`): the endpoints a push of
 * the space as code uses, with Storyblok's documented request and response shapes, writing into
 * the store the CDN API reads. It refuses what Storyblok refuses (a wrong token, another space,
 * missing keys, taken names and slugs, a parent that is not a folder, bloks without component or
 * `_uid`) and answers 429 above its rate limit. Content is not checked against the component
 * schemas: Storyblok does not either. Deleting a folder deletes everything under it, as Storyblok's
 * editor does (its API docs do not say). Also the S3 bucket of the signed asset upload (`UPLOAD_PATH`).
 *
 * Every answer is typed with the types Storyblok's own client generates from its OpenAPI
 * (`@storyblok/management-api-client`): a shape that drifts from Storyblok's fails the typecheck.
 * The endpoints are management/'s, one module per resource; this module authenticates, limits,
 * routes and turns refusals into Storyblok's answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { assetRoutes } from './management/assets.js';
import { componentRoutes } from './management/components.js';
import { datasourceRoutes } from './management/datasources.js';
import { type Answer, notImplemented, readJson, Refused, type Routes, sendJson } from './management/http.js';
import { createPolicySigner, receiveUpload } from './management/s3-bucket.js';
import { spaceRoutes } from './management/spaces.js';
import { storyRoutes } from './management/stories.js';
import { type ContentStore, RecordNotFound, Unprocessable } from './store.js';

export { UPLOAD_PATH } from './management/s3-bucket.js';

export interface ManagementOptions {
  /** the personal access token it accepts, sent raw: `Authorization: <token>` (no Bearer) */
  token: string;
  /** answer 429 above this many requests per second and token (`MANAGEMENT_RATE_LIMITS`); off when unset */
  rateLimitPerSecond?: number;
}

/**
 * The Management API's rate limit per plan (storyblok.com/docs/api/management/getting-started/rate-limit):
 * calls a second, whatever the endpoint; above it Storyblok answers 429.
 */
export const MANAGEMENT_RATE_LIMITS = { starter: 3, growth: 6 } as const;

/**
 * Storyblok's 429 body. The generated client's `RateLimitError` (storyblok/monoblok
 * packages/mapi-client/src/generated/mapi/types.gen.ts, before the OpenAPI files left the repository)
 * is not exported by 0.7.0: the same shape, here.
 */
export interface RateLimitError {
  /** "Rate limit reached." */
  error: string;
}

export interface ManagementApi {
  /** answers a `/v1/` request; resolves to the status sent */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number>;
  /** answers a POST to the upload URL the signed upload hands out, as S3 does; resolves to the status sent */
  upload(req: IncomingMessage, res: ServerResponse): Promise<number>;
}

const NOT_FOUND = ['This record could not be found'];

export function createManagementApi(store: ContentStore, options: ManagementOptions): ManagementApi {
  const acceptedAt = new Map<string, number[]>();
  const sign = createPolicySigner();
  const routes: Routes = { ...spaceRoutes(store), ...componentRoutes(store), ...datasourceRoutes(store), ...storyRoutes(store), ...assetRoutes(store, sign) };

  function overRateLimit(token: string, now: number): boolean {
    if (!options.rateLimitPerSecond) return false;
    const recent = (acceptedAt.get(token) ?? []).filter((at) => now - at < 1000);
    const over = recent.length >= options.rateLimitPerSecond;
    if (!over) recent.push(now);
    acceptedAt.set(token, recent);
    return over;
  }

  async function route(req: IncomingMessage, url: URL): Promise<Answer> {
    const match = /^\/v1\/spaces\/(\d+)(?:\/([a-z_]+)(?:\/(\d+)(?:\/([a-z_]+))?)?)?\/?$/.exec(url.pathname);
    if (!match || Number(match[1]) !== store.space.id) throw new RecordNotFound();
    const [, , resource = '', idText, action] = match;
    const method = req.method ?? 'GET';
    const body = method === 'POST' || method === 'PUT' || method === 'PATCH' ? await readJson(req) : {};
    const query = url.searchParams;
    if (body.release_id !== undefined || query.has('release_id')) throw notImplemented('releases');
    const endpoint = routes[`${method} ${resource}${idText ? '/:id' : ''}${action ? `/${action}` : ''}`];
    if (endpoint) return endpoint({ req, id: Number(idText), body, query });
    throw new Refused(404, { error: `${method} ${url.pathname} is not an endpoint of the local Management API stand-in` });
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number> {
    const token = req.headers.authorization ?? '';
    if (overRateLimit(token, Date.now())) return sendJson(res, 429, { error: 'Rate limit reached: Storyblok allows a few Management API calls per second' } satisfies RateLimitError);
    if (token !== options.token) return sendJson(res, 401, { error: 'Unauthorized' });
    try {
      const { status = 200, body, headers } = await route(req, url);
      return sendJson(res, status, body, headers);
    } catch (error) {
      if (error instanceof Refused) return sendJson(res, error.status, error.body);
      if (error instanceof Unprocessable) return sendJson(res, 422, error.errors);
      if (error instanceof RecordNotFound) return sendJson(res, 404, NOT_FOUND);
      console.error('[content-service] Management API', error);
      return sendJson(res, 500, { error: 'Internal error' });
    }
  }

  return { handle, upload: (req, res) => receiveUpload(store, sign, req, res) };
}
