import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { type ContentData, loadContent } from '@pv/cms/space-files';
import { listenLocal } from '../listen.js';
import { createAssetFiles } from './asset-files.js';
import { type CdnApiOptions, createCdnApi, type RequestRecord } from './cdn-api.js';
import { editorPage } from './editor.js';
import { createManagementApi, UPLOAD_PATH } from './management.js';
import { BadRequest } from './query.js';
import { type ContentStore, ContentStore as Store } from './store.js';

export { DEMO_ASSET_HOST, type RequestRecord } from './cdn-api.js';

export interface ContentServiceOptions extends CdnApiOptions {
  dataDir: string;
  /** the personal access token of the Management API stand-in (`/v1/`); the Management API is off when unset */
  managementToken?: string;
  /** answer Management API requests with 429 above this many per second and token; off when unset */
  managementRateLimitPerSecond?: number;
  /**
   * whether the space has Storyblok's Translatable Slugs app (default true); without it, as in
   * Storyblok, translated slugs are dropped and the CDN answers none (`LOCAL_SPACE_APPS=none`)
   */
  translatableSlugs?: boolean;
  /**
   * start as an empty Storyblok space: the space's settings from space.json (its languages), no
   * stories, folders, datasources, components or assets — what a push through the Management API fills
   */
  emptySpace?: boolean;
  /**
   * What `POST /_local/reload` does instead of reading the files again: a space built through the
   * Management API (`LOCAL_SPACE=pushed`) takes the files' changes by being pushed to again.
   */
  reloadSpace?: () => Promise<void>;
}

export interface ContentService {
  server: Server;
  store: ContentStore;
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
  /** the next `count` API requests answer 429, as Storyblok does under load */
  injectTooManyRequests(count: number): void;
  /** recent API requests, oldest first */
  readonly requests: readonly RequestRecord[];
  /** re-reads the demo content from disk (with `emptySpace`: starts from an empty space again); the CDN forgets what it kept */
  reload(): void;
}

export function createContentService(options: ContentServiceOptions): ContentService {
  const load = (): ContentData =>
    options.emptySpace
      ? { space: JSON.parse(readFileSync(join(options.dataDir, 'space.json'), 'utf8')) as ContentData['space'], stories: [], datasources: [] }
      : loadContent(options.dataDir);
  const store: ContentStore = new Store(load(), { translatableSlugs: options.translatableSlugs });
  const management = options.managementToken
    ? createManagementApi(store, { token: options.managementToken, rateLimitPerSecond: options.managementRateLimitPerSecond })
    : undefined;
  const requests: RequestRecord[] = [];
  /** CDN API requests since the start (the `requests` log keeps only the latest) */
  let cdnRequests = 0;
  const cdn = createCdnApi(store, options, requests);
  const { send } = cdn;
  const serveAsset = createAssetFiles(store, options);
  const replaceSpace = (data: ContentData) => {
    store.replace(data);
    cdn.forget();
  };

  /**
   * The local write path (not part of Storyblok's API): `POST /_local/reload` reads the content
   * files again; `POST /_local/stories/{id}` publishes a story, with `{ content?, published? }`
   * changing it first. `npm run publish` uses them before it sends the webhook. `GET /_local/stats`
   * counts the CDN API's requests so far (what a test of "no content read" compares).
   */
  async function local(req: IncomingMessage, res: ServerResponse, pathname: string) {
    if (pathname === '/_local/stats' && req.method === 'GET') return send(res, 200, { cdnRequests });
    if (req.method !== 'POST') return send(res, 405, { error: 'Use POST' });
    if (pathname === '/_local/reload') {
      if (options.reloadSpace) await options.reloadSpace();
      else replaceSpace(load());
      return send(res, 200, { stories: store.visible('draft').length });
    }
    const id = /^\/_local\/stories\/(\d+)$/.exec(pathname)?.[1];
    if (!id) return send(res, 404, { error: 'Unknown local endpoint' });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let change: { content?: Record<string, unknown>; published?: boolean };
    try {
      change = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof change) : {};
    } catch {
      return send(res, 400, { error: 'The body is not valid JSON' });
    }
    const story = store.edit(Number(id), change);
    if (!story) return send(res, 404, { error: `No story ${id}` });
    return send(res, 200, { id: story.id, full_slug: story.full_slug, published: story.published, published_at: story.published_at });
  }

  /** `GET /_editor/?site=…&path=…&story=…&lang=…`: the visual editor stand-in (editor.ts); 400 with the reason for a wrong query. */
  function editor(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      return res.end('Use GET');
    }
    let html: string;
    try {
      html = editorPage(url.searchParams, { store, previewToken: options.previewToken });
    } catch (error) {
      const known = error instanceof BadRequest;
      if (!known) console.error('[content-service]', error);
      res.writeHead(known ? error.status : 500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      return res.end(`${known ? error.message : 'Internal error'}\n`);
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-length': String(Buffer.byteLength(html)) });
    res.end(req.method === 'HEAD' ? undefined : html);
  }

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://content.local');
    if (url.pathname === '/_editor/' || url.pathname === '/_editor') return editor(req, res, url);
    if (url.pathname.startsWith('/_local/')) {
      void local(req, res, url.pathname);
      return;
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && serveAsset(url.pathname, res, req.method === 'HEAD', /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')))) return;
    const now = Date.now();
    const record = (status: number, uncachedLimit?: number) => {
      if (url.pathname.startsWith('/v2/')) cdnRequests += 1;
      requests.push({ path: url.pathname + url.search, status, at: now, ...(uncachedLimit ? { uncachedLimit } : {}) });
      if (requests.length > 2000) requests.shift();
    };
    if (management && url.pathname.startsWith('/v1/')) {
      void management.handle(req, res, url).then(record, (error: unknown) => console.error('[content-service]', error));
      return;
    }
    if (management && url.pathname === UPLOAD_PATH) {
      void management.upload(req, res).then(record, (error: unknown) => console.error('[content-service]', error));
      return;
    }
    if (url.pathname.startsWith('/v2/')) return cdn.handle(req, res, url, record, now);
    send(res, 404, ['This record could not be found']);
  };

  const server = createServer(handler);
  return {
    server,
    store,
    requests,
    async listen(port, host = '127.0.0.1') {
      await listenLocal(server, port, host);
      const address = server.address();
      return `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
    },
    close() {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
    injectTooManyRequests(count) {
      cdn.injectTooManyRequests(count);
    },
    reload() {
      replaceSpace(load());
    },
  };
}
