import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type ContentData, contentTypeOf, loadContent } from '@pv/cms/space-files';
import { listenLocal } from '../listen.js';
import { atCacheVersion, CdnCache, endpointOf, needsCacheVersion, uncachedLimitPerSecond, unknownParameters, unknownParametersMessage } from './cdn.js';
import { editorPage } from './editor.js';
import { createManagementApi, UPLOAD_PATH } from './management.js';
import { BadRequest, compareBy, matchesFilter, matchesSlugPattern, parseFilterQuery, parseSortBy } from './query.js';
import { type ContentStore, ContentStore as Store } from './store.js';
import type { LinksAnswer, Related, StoredStory, StoriesAnswer, StoryAnswer, StoryView, Version } from './types.js';

/** The asset host the demo content names; served by this service instead (Storyblok's image service paths included). */
export const DEMO_ASSET_HOST = 'https://a.storyblok.com';
const MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 25;
/** Above this many related stories the real API answers `rel_uuids`/`link_uuids` instead of inlining them. */
const INLINE_RELATION_LIMIT = 50;

export interface ContentServiceOptions {
  dataDir: string;
  /** token with published access */
  publicToken: string;
  /** token with draft access */
  previewToken: string;
  /** base URL assets are served from (replaces the demo content's asset host) */
  assetBaseUrl?: string;
  /** answer 429 to uncached CDN reads above Storyblok's limits per second (cdn.ts); off when unset */
  rateLimits?: boolean;
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

export interface RequestRecord {
  path: string;
  status: number;
  at: number;
  /** an uncached CDN read: the per-second limit of its kind (cached answers count against none) */
  uncachedLimit?: number;
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

class NotFound extends Error {}
class Unauthorized extends Error {}

function positiveInt(params: URLSearchParams, name: string, fallback: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new BadRequest(`${name} must be a positive integer`);
  return Number(raw);
}

function list(params: URLSearchParams, name: string): string[] | null {
  const raw = params.get(name);
  return raw ? raw.split(',').map((s) => s.trim()).filter(Boolean) : null;
}

/** Collects uuids referenced by `component.field` relation paths in a content tree. */
function relationUuids(node: unknown, paths: string[], found: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((n) => relationUuids(n, paths, found));
  if (!node || typeof node !== 'object') return;
  const blok = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(blok)) {
    const matches = typeof blok.component === 'string' && paths.includes(`${blok.component}.${key}`);
    if (matches && typeof value === 'string') found.add(value);
    else if (matches && Array.isArray(value)) value.filter((v) => typeof v === 'string').forEach((v) => found.add(v));
    else relationUuids(value, paths, found);
  }
}

/** The texts a full-text search looks at: string field values, not field names, block ids or draft `_editable` comments. */
function textValues(node: unknown, found: string[] = []): string[] {
  if (typeof node === 'string') found.push(node);
  else if (Array.isArray(node)) node.forEach((n) => textValues(n, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) if (key !== '_uid' && key !== 'component' && key !== '_editable') textValues(value, found);
  }
  return found;
}

/** Collects uuids of story links: multilink fields and rich-text link marks. */
function linkUuids(node: unknown, found: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((n) => linkUuids(n, found));
  if (!node || typeof node !== 'object') return;
  const obj = node as Record<string, unknown>;
  if (obj.linktype === 'story') {
    const id = typeof obj.id === 'string' ? obj.id : typeof obj.uuid === 'string' ? obj.uuid : null;
    if (id) found.add(id);
  }
  Object.values(obj).forEach((v) => linkUuids(v, found));
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
  let forcedTooMany = 0;
  /** CDN API requests since the start (the `requests` log keeps only the latest) */
  let cdnRequests = 0;
  const assetBase = (options.assetBaseUrl ?? '').replace(/\/$/, '');
  const cdnCache = new CdnCache();
  const replaceSpace = (data: ContentData) => {
    store.replace(data);
    cdnCache.clear();
  };

  function versionOf(params: URLSearchParams): Version {
    const version = params.get('version') ?? 'published';
    if (version !== 'published' && version !== 'draft') throw new BadRequest('version must be published or draft');
    const token = params.get('token');
    if (!token || (token !== options.publicToken && token !== options.previewToken)) throw new Unauthorized();
    if (version === 'draft' && token !== options.previewToken) throw new Unauthorized();
    return version;
  }

  function languageOf(params: URLSearchParams): string | null {
    const language = params.get('language');
    return store.isLanguageCode(language) ? language : null;
  }

  function related(views: StoryView[], params: URLSearchParams, version: Version, lang: string | null): Related {
    const extra: Related = {};
    const relationPaths = list(params, 'resolve_relations');
    if (relationPaths) {
      const uuids = new Set<string>();
      views.forEach((v) => relationUuids(v.content, relationPaths, uuids));
      const stories = store.visible(version).filter((s) => uuids.has(s.uuid));
      if (stories.length > INLINE_RELATION_LIMIT) extra.rel_uuids = stories.map((s) => s.uuid);
      else extra.rels = stories.map((s) => store.view(s, version, lang));
    }
    const resolveLinks = params.get('resolve_links');
    if (resolveLinks) {
      if (!['url', 'story', 'link', '0', '1'].includes(resolveLinks)) {
        throw new BadRequest('resolve_links must be url, story or link');
      }
      const uuids = new Set<string>();
      views.forEach((v) => linkUuids(v.content, uuids));
      const stories = store.visible(version).filter((s) => uuids.has(s.uuid));
      if (stories.length > INLINE_RELATION_LIMIT) extra.link_uuids = stories.map((s) => s.uuid);
      else
        extra.links = stories.map((s) => {
          const view = store.view(s, version, lang);
          if (resolveLinks !== 'url') return view;
          return { name: view.name, id: view.id, uuid: view.uuid, slug: view.slug, url: view.full_slug, full_slug: view.full_slug };
        });
    }
    return extra;
  }

  function excludeFields(view: StoryView, params: URLSearchParams): StoryView {
    const excluded = list(params, 'excluding_fields');
    if (!excluded) return view;
    const content = Object.fromEntries(Object.entries(view.content).filter(([k]) => !excluded.includes(k)));
    return { ...view, content: content as StoryView['content'] };
  }

  function storiesList(params: URLSearchParams) {
    const version = versionOf(params);
    const page = positiveInt(params, 'page', 1);
    const perPage = Math.min(positiveInt(params, 'per_page', DEFAULT_PER_PAGE), MAX_PER_PAGE);
    const filter = parseFilterQuery(params);
    const sort = parseSortBy(params.get('sort_by'));

    const startsWith = params.get('starts_with')?.replace(/^\/+/, '') ?? null;
    const prefixLang = startsWith?.split('/')[0];
    const lang = store.isLanguageCode(prefixLang) ? prefixLang : languageOf(params);
    const slugPrefixed = store.isLanguageCode(prefixLang);

    const bySlugs = list(params, 'by_slugs');
    const excludingSlugs = list(params, 'excluding_slugs');
    const byUuids = list(params, 'by_uuids_ordered') ?? list(params, 'by_uuids');
    const excludingIds = list(params, 'excluding_ids')?.map(Number);
    const contentType = params.get('content_type');
    const withTags = list(params, 'with_tag');
    const level = params.has('level') ? positiveInt(params, 'level', 1) : null;
    const isStartpage = params.get('is_startpage');
    const searchTerm = params.get('search_term')?.toLowerCase();

    const slugsOf = (s: StoredStory) => [s.full_slug, store.localisedFullSlug(s, lang)];
    let views = store
      .visible(version)
      .filter((s) => !startsWith || (slugPrefixed ? store.localisedFullSlug(s, lang) : s.full_slug).startsWith(startsWith))
      .filter((s) => !bySlugs || slugsOf(s).some((slug) => matchesSlugPattern(slug, bySlugs)))
      .filter((s) => !excludingSlugs || !slugsOf(s).some((slug) => matchesSlugPattern(slug, excludingSlugs)))
      .filter((s) => !byUuids || byUuids.includes(s.uuid))
      .filter((s) => !excludingIds || !excludingIds.includes(s.id))
      .filter((s) => !withTags || s.tag_list.some((t) => withTags.includes(t)))
      .filter((s) => level === null || s.full_slug.split('/').length === level)
      .filter((s) => isStartpage === null || s.is_startpage === (isStartpage === '1' || isStartpage === 'true'))
      .map((s) => store.view(s, version, lang))
      .filter((v) => !contentType || v.content.component === contentType)
      .filter((v) => matchesFilter(v.content, filter))
      .filter((v) => !searchTerm || [v.name, ...textValues(v.content)].some((t) => t.toLowerCase().includes(searchTerm)));

    if (params.has('by_uuids_ordered') && byUuids) {
      views.sort((a, b) => byUuids.indexOf(a.uuid) - byUuids.indexOf(b.uuid));
    } else {
      views.sort(
        sort ? compareBy<StoryView>(sort) : (a, b) => a.position - b.position || a.id - b.id,
      );
    }
    const total = views.length;
    views = views.slice((page - 1) * perPage, page * perPage).map((v) => excludeFields(v, params));
    return {
      headers: { total: String(total), 'per-page': String(perPage) },
      body: { stories: views, cv: store.cv, ...related(views, params, version, lang) } satisfies StoriesAnswer,
    };
  }

  function singleStory(identifier: string, params: URLSearchParams) {
    const version = versionOf(params);
    let found: { story: StoredStory; lang: string | null } | undefined;
    const stories = store.visible(version);
    if (params.get('find_by') === 'uuid') {
      const story = stories.find((s) => s.uuid === identifier);
      found = story && { story, lang: null };
    } else if (/^\d+$/.test(identifier)) {
      const story = stories.find((s) => s.id === Number(identifier));
      found = story && { story, lang: null };
    } else {
      found = store.findBySlug(identifier, version);
    }
    if (!found) throw new NotFound();
    const lang = found.lang ?? languageOf(params);
    const view = excludeFields(store.view(found.story, version, lang), params);
    return { body: { story: view, cv: store.cv, ...related([view], params, version, lang) } satisfies StoryAnswer };
  }

  function datasourceEntries(params: URLSearchParams) {
    versionOf(params);
    const page = positiveInt(params, 'page', 1);
    const perPage = Math.min(positiveInt(params, 'per_page', DEFAULT_PER_PAGE), 1000);
    const slug = params.get('datasource');
    const dimension = params.get('dimension');
    const sources = slug ? [store.datasource(slug)] : store.datasources;
    if (sources.some((s) => !s)) throw new NotFound();
    const entries = sources.flatMap((source) =>
      source!.entries.map((e) => ({
        id: e.id,
        name: e.name,
        value: e.value,
        dimension_value: dimension ? (e.dimensions?.[dimension] ?? null) : null,
      })),
    );
    return {
      headers: { total: String(entries.length), 'per-page': String(perPage) },
      body: { datasource_entries: entries.slice((page - 1) * perPage, page * perPage) },
    };
  }

  function links(params: URLSearchParams) {
    const version = versionOf(params);
    const startsWith = params.get('starts_with');
    const result: LinksAnswer['links'] = {};
    for (const s of store.entries(version)) {
      if (startsWith && !s.full_slug.startsWith(startsWith)) continue;
      result[s.uuid] = {
        id: s.id,
        uuid: s.uuid,
        slug: s.full_slug,
        real_path: `/${s.full_slug}`,
        name: s.name,
        published: s.published,
        parent_id: s.parent_id,
        is_folder: s.is_folder ?? false,
        is_startpage: s.is_startpage,
        position: s.position,
        alternates: store.space.language_codes.map((lang) => ({
          path: s.translated_slugs[lang]?.path ?? s.full_slug,
          name: s.translated_slugs[lang]?.name ?? s.name,
          lang,
          published: s.published,
          translated_slug: (s.translated_slugs[lang]?.path ?? s.full_slug).split('/').pop(),
        })),
      };
    }
    return { body: { links: result } satisfies LinksAnswer };
  }

  function spaceInfo(params: URLSearchParams) {
    versionOf(params);
    const { id, name, domain, language_codes } = store.space;
    return { body: { space: { id, name, domain, version: store.cv, language_codes } } };
  }

  function route(method: string, pathname: string, params: URLSearchParams) {
    if (method !== 'GET') throw new NotFound();
    if (pathname === '/v2/cdn/stories' || pathname === '/v2/cdn/stories/') return storiesList(params);
    if (pathname.startsWith('/v2/cdn/stories/')) {
      return singleStory(decodeURIComponent(pathname.slice('/v2/cdn/stories/'.length)), params);
    }
    if (pathname.replace(/\/$/, '') === '/v2/cdn/datasource_entries') return datasourceEntries(params);
    if (pathname.replace(/\/$/, '') === '/v2/cdn/links') return links(params);
    if (pathname.replace(/\/$/, '') === '/v2/cdn/spaces/me') return spaceInfo(params);
    throw new NotFound();
  }

  /** text assets (SVG drawings) compressed once, as an asset CDN sends them to clients that accept gzip */
  const compressed = new Map<string, Buffer>();
  const COMPRESSIBLE = /^(image\/svg\+xml|text\/|application\/(json|xml))/;

  function serveAsset(pathname: string, res: ServerResponse, headOnly: boolean, acceptsGzip = false): boolean {
    // `/f/{space}/{size}/{hash}/{name}` plus optional image-service operations (`/m/1200x630/smart`),
    // which this stand-in accepts and answers with the original file.
    const match = pathname.match(/^\/f\/(.+?\.[a-z0-9]+)(?:\/m\/.*)?$/i);
    if (!match) return false;
    const headers = (contentType: string, length: number) => ({
      'content-type': contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
      'content-length': String(length),
    });
    // HEAD, as asset hosts answer it: checkers (the redirect import) ask whether a file exists
    const uploaded = store.assetFile(`f/${match[1]}`);
    if (uploaded) {
      res.writeHead(200, headers(uploaded.contentType, uploaded.file.length));
      res.end(headOnly ? undefined : uploaded.file);
      return true;
    }
    // the document server (DOCUMENT_SERVER_BASE: the maker's download host, not Storyblok) is served
    // from `<space>/documents/` here; it stays when the space starts empty
    if (options.emptySpace && !/^\d+\/documents\//.test(match[1] ?? '')) return false;
    const assetsDir = join(options.dataDir, 'assets');
    const file = normalize(join(assetsDir, match[1] ?? ''));
    if (!file.startsWith(assetsDir) || !existsSync(file) || !statSync(file).isFile()) return false;
    const contentType = contentTypeOf(file);
    if (acceptsGzip && COMPRESSIBLE.test(contentType)) {
      let body = compressed.get(file);
      if (!body) compressed.set(file, (body = gzipSync(readFileSync(file))));
      res.writeHead(200, { ...headers(contentType, body.length), 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.end(headOnly ? undefined : body);
      return true;
    }
    res.writeHead(200, headers(contentType, statSync(file).size));
    if (headOnly) res.end();
    else createReadStream(file).pipe(res);
    return true;
  }

  const CDN_HEADERS = { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'total, per-page' };

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
    if (url.pathname.startsWith('/v2/')) return cdn(req, res, url, record, now);
    send(res, 404, ['This record could not be found']);
  };

  /** A Content Delivery API request, through the CDN's rules (cdn.ts) to the API. */
  function cdn(req: IncomingMessage, res: ServerResponse, url: URL, record: (status: number, uncachedLimit?: number) => void, now: number) {
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
      const { body, headers = {} } = route(req.method ?? 'GET', pathname, params) as {
        body: unknown;
        headers?: Record<string, string>;
      };
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
      forcedTooMany = count;
    },
    reload() {
      replaceSpace(load());
    },
  };
}
