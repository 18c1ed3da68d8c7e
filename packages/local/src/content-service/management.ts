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
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppProvisions } from '@pv/cms/management/apps';
import type { StoryblokApi } from '@pv/cms/management/client';
import { storyblokHosts } from '@pv/shared/storyblok-region';
import type {
  Asset as AssetAnswer,
  Component as ComponentAnswer,
  ComponentFolder,
  Datasource as DatasourceAnswer,
  DatasourceEntry as EntryAnswer,
  SignedResponseObject,
  SpaceDetail,
  Story,
} from '@storyblok/management-api-client';
import { formBoundary, parseForm } from './multipart.js';
import { type ContentStore, type DatasourceChange, RecordNotFound, type StoryChange, Unprocessable } from './store.js';
import type { Asset, Blok, Component, Datasource, DatasourceEntry, StoredStory } from './types.js';

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

/** `assets.finalize`'s answer (the generated `FinishUploadAsset`, which the package does not export by name). */
type FinishedUpload = Awaited<ReturnType<StoryblokApi['assets']['finalize']>>['data'];
/** Keys Storyblok sends only where the Translatable Slugs app is installed (OpenAPI: "if the app Translatable Slugs is installed"). */
type AppKeys = 'translated_slugs' | 'localized_paths';
type StoryAnswer = Omit<Story, AppKeys> & Partial<Pick<Story, AppKeys>>;
/** A datasource entry: the generated type lacks `datasource_id`, which Storyblok's documented example carries. */
type DatasourceEntryAnswer = EntryAnswer & { datasource_id: number };

export interface ManagementApi {
  /** answers a `/v1/` request; resolves to the status sent */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<number>;
  /** answers a POST to the upload URL the signed upload hands out, as S3 does; resolves to the status sent */
  upload(req: IncomingMessage, res: ServerResponse): Promise<number>;
}

/** Where the signed upload's `post_url` points: this service stands in for Storyblok's S3 bucket too. */
export const UPLOAD_PATH = '/_s3-upload';
/**
 * The region this stand-in plays (the demo space's, eu): its asset CDN host is the S3 bucket the
 * Management API names assets in, `https://s3.amazonaws.com/<bucket>/f/…`, as Storyblok does
 * (storyblok/monoblok packages/mapi-client/src/utils/normalize-asset-url.ts). The CDN stand-in
 * serves that host's files at its own origin.
 */
const BUCKET = new URL(storyblokHosts({ STORYBLOK_REGION: 'eu' }).assetOrigin).host;
const S3_ORIGIN = `https://s3.amazonaws.com/${BUCKET}`;
const NOT_FOUND = ['This record could not be found'];
const MAX_JSON_BYTES = 20 * 1024 * 1024;
const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
const SIGNATURE_VALIDITY_MS = 10 * 60_000;
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** An answer other than success: status and Storyblok's body. */
class Refused extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(JSON.stringify(body));
  }
}

const notImplemented = (what: string) => new Refused(422, { error: `The local Management API stand-in does not implement ${what}` });
const invalid = (field: string, message = 'is invalid') => new Unprocessable({ [field]: [message] });

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

// --- request values, cast as Rails casts parameters ----------------------------------------------

function text(source: Json, key: string): string | undefined {
  const value = source[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(key);
  return value;
}

function nullableText(source: Json, key: string): string | null | undefined {
  return source[key] === null ? null : text(source, key);
}

function integer(source: Json, key: string): number | undefined {
  const value = source[key];
  if (value === undefined) return undefined;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  throw invalid(key);
}

function flag(value: unknown, key: string): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw invalid(key);
}

/** `params.require(:story)`: Storyblok answers 422 when the wrapping key is missing or empty. */
function wrapped(body: Json, name: string): Json {
  const value = body[name];
  if (!isObject(value) || Object.keys(value).length === 0) throw new Refused(422, { error: `param is missing or the value is empty: ${name}` });
  return value;
}

function nestedAttributes(source: Json, key: string): Json[] | undefined {
  const value = source[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every(isObject)) throw invalid(key);
  return value;
}

function positiveInt(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Refused(422, { error: `${name} must be a positive integer` });
  return Number(raw);
}

function idList(query: URLSearchParams, name: string): string[] | undefined {
  return query.get(name)?.split(',').map((item) => item.trim()).filter(Boolean);
}

/** Refuses query parameters this stand-in does not implement: an ignored filter would answer wrongly. */
function onlyParams(query: URLSearchParams, known: string[]): void {
  for (const name of query.keys()) if (!known.includes(name)) throw notImplemented(`the query parameter ${name}`);
}

function paged<T>(items: T[], query: URLSearchParams, maxPerPage: number) {
  const page = positiveInt(query, 'page', 1);
  const perPage = Math.min(positiveInt(query, 'per_page', 25), maxPerPage);
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    headers: { total: String(items.length), 'per-page': String(perPage) },
  };
}

/**
 * Storyblok's rules for story content: an object with its `component` at the root; a blok
 * (an object with `component` or `_uid`) nested only in arrays and carrying both.
 */
function contentProblems(content: Json): string[] {
  const problems: string[] = [];
  if (typeof content.component !== 'string' || !content.component) problems.push('needs its component at the root');
  const walk = (value: unknown, path: string, inArray: boolean) => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${path}[${index}]`, true));
    if (!isObject(value)) return;
    if ('component' in value || '_uid' in value) {
      if (!inArray) problems.push(`${path}: bloks are nested in arrays`);
      if (typeof value.component !== 'string' || !value.component) problems.push(`${path}: a blok needs its component`);
      if (typeof value._uid !== 'string' || !value._uid) problems.push(`${path}: a blok needs its _uid`);
    }
    for (const [key, field] of Object.entries(value)) walk(field, `${path}.${key}`, false);
  };
  for (const [key, field] of Object.entries(content)) if (key !== 'component' && key !== '_uid') walk(field, key, false);
  return problems;
}

function storyChange(raw: Json): StoryChange {
  for (const key of ['publish_at', 'expire_at']) if (raw[key]) throw notImplemented(`scheduling (story.${key})`);
  const change: StoryChange = {};
  const set = <K extends keyof StoryChange>(key: K, value: StoryChange[K] | undefined) => {
    if (value !== undefined) change[key] = value;
  };
  set('name', text(raw, 'name'));
  set('slug', text(raw, 'slug'));
  set('parent_id', raw.parent_id === null ? 0 : integer(raw, 'parent_id'));
  set('is_folder', flag(raw.is_folder, 'is_folder'));
  set('is_startpage', flag(raw.is_startpage, 'is_startpage'));
  set('position', integer(raw, 'position'));
  set('sort_by_date', nullableText(raw, 'sort_by_date'));
  set('first_published_at', nullableText(raw, 'first_published_at'));
  if (raw.tag_list !== undefined) {
    if (!Array.isArray(raw.tag_list) || !raw.tag_list.every((tag) => typeof tag === 'string')) throw invalid('tag_list');
    change.tag_list = raw.tag_list;
  }
  if (raw.content !== undefined) {
    if (!isObject(raw.content)) throw invalid('content', 'must be an object');
    const problems = contentProblems(raw.content);
    if (problems.length) throw new Unprocessable({ content: problems });
    // the root blok's _uid is Storyblok's to give when it is missing
    change.content = { _uid: randomBytes(16).toString('hex'), ...raw.content } as Blok;
  }
  const slugs = nestedAttributes(raw, 'translated_slugs_attributes');
  if (slugs) {
    change.translated_slugs = slugs.map((slug) => {
      const name = nullableText(slug, 'name');
      const id = integer(slug, 'id');
      const lang = text(slug, 'lang');
      const value = text(slug, 'slug');
      return {
        ...(id !== undefined && { id }),
        ...(lang !== undefined && { lang }),
        ...(value !== undefined && { slug: value }),
        ...(name !== undefined && { name }),
        ...(flag(slug._destroy, '_destroy') && { _destroy: true }),
      };
    });
  }
  return change;
}

function datasourceChange(raw: Json): DatasourceChange {
  const name = text(raw, 'name');
  const slug = text(raw, 'slug');
  const dimensions = nestedAttributes(raw, 'dimensions_attributes')?.map((dimension) => {
    const id = integer(dimension, 'id');
    const dimensionName = text(dimension, 'name');
    const entryValue = text(dimension, 'entry_value');
    return {
      ...(id !== undefined && { id }),
      ...(dimensionName !== undefined && { name: dimensionName }),
      ...(entryValue !== undefined && { entry_value: entryValue }),
      ...(flag(dimension._destroy, '_destroy') && { _destroy: true }),
    };
  });
  return { ...(name !== undefined && { name }), ...(slug !== undefined && { slug }), ...(dimensions && { dimensions }) };
}

function componentGroupChange(raw: Json) {
  const name = text(raw, 'name');
  const parentId = raw.parent_id === null ? null : integer(raw, 'parent_id');
  return { ...(name !== undefined && { name }), ...(parentId !== undefined && { parent_id: parentId || null }) };
}

/** A component's keys as given (the store sets id and times); its schema is Storyblok's field objects, not checked. */
function componentFields(raw: Json): Json {
  text(raw, 'name');
  if (raw.schema !== undefined && !isObject(raw.schema)) throw invalid('schema', 'must be an object');
  for (const key of ['is_root', 'is_nestable']) flag(raw[key], key);
  return raw;
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Refused(413, { error: 'The request body is too large' });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function readJson(req: IncomingMessage): Promise<Json> {
  const raw = (await readBody(req, MAX_JSON_BYTES)).toString('utf8');
  if (!raw.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new Refused(400, { error: 'The body is not valid JSON' });
  }
  if (!isObject(body)) throw new Refused(400, { error: 'The body is not a JSON object' });
  return body;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): number {
  if (status === 204) {
    res.writeHead(204, headers).end();
    return status;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
  return status;
}

function sendS3Error(res: ServerResponse, status: number, code: string, message: string): number {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escape(message)}</Message></Error>`);
  return status;
}

interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export function createManagementApi(store: ContentStore, options: ManagementOptions): ManagementApi {
  const acceptedAt = new Map<string, number[]>();
  /** signs the upload policies this service hands out, as the bucket owner's key signs S3's */
  const signingKey = randomBytes(32);
  const sign = (policy: string) => createHmac('sha256', signingKey).update(policy).digest('hex');

  function overRateLimit(token: string, now: number): boolean {
    if (!options.rateLimitPerSecond) return false;
    const recent = (acceptedAt.get(token) ?? []).filter((at) => now - at < 1000);
    const over = recent.length >= options.rateLimitPerSecond;
    if (!over) recent.push(now);
    acceptedAt.set(token, recent);
    return over;
  }

  /** A story's change. Without the Translatable Slugs app Storyblok keeps no translated slugs: they are ignored. */
  function storyChangeOf(body: Json): StoryChange {
    const change = storyChange(wrapped(body, 'story'));
    if (!store.translatableSlugs) delete change.translated_slugs;
    return change;
  }

  // --- the shapes the Management API answers with --------------------------------------------

  function spaceView(): SpaceDetail {
    const { id, name, domain, default_language, language_codes } = store.space;
    const now = new Date(0).toISOString();
    return {
      id,
      name,
      domain,
      default_lang_name: languageNames.of(default_language) ?? default_language,
      languages: language_codes.map((code) => ({ code, name: languageNames.of(code) ?? code, ai_translation_code: null })),
      region: 'eu',
      // what the space's plan and its counters would say: nothing here depends on them
      plan: store.translatableSlugs ? 'growth' : 'starter',
      plan_level: 0,
      limits: {},
      created_at: now,
      role: 'admin',
      environments: [],
      stories_count: store.allStories.length,
      assets_count: store.assets.length,
      request_count_today: 0,
      api_requests: 0,
      exceeded_requests: 0,
      trial: false,
      default_root: 'page',
      has_slack_webhook: false,
      first_token: '',
      traffic_limit: 0,
      ai_text_generator_disabled: true,
      ai_text_generator_feature_disabled: true,
      monthly_ai_tokens_traffic: 0,
      monthly_ai_tokens_traffic_limit: 0,
      has_pending_tasks: false,
      options: {},
      assistance_mode: false,
      space_roles: [],
      collaborators: [],
      feature_limit_exceeded_flags: {},
    };
  }

  /** The app provisions of the space: the Translatable Slugs app, unless the space plays one without it. */
  function appProvisions(): AppProvisions {
    const app = { slug: 'translatable-slugs', name: 'Translatable Slugs', in_sidebar: false, in_toolbar: false, enable_space_settings: false, space_level_settings: null };
    return { app_provisions: store.translatableSlugs ? [app] : [] };
  }

  /** A story's folders, outermost first, as `breadcrumbs`. */
  function ancestors(story: StoredStory): StoredStory[] {
    const parent = story.parent_id ? store.story(story.parent_id) : undefined;
    return parent ? [...ancestors(parent), parent] : [];
  }

  function translatedSlugsOf(story: StoredStory) {
    return store.translatedSlugs(story.id).map(({ id, lang, slug, name }) => ({ id, lang, slug, name, published: story.published }));
  }

  /** A story or folder; `withContent` false for lists, which leave the content out as Storyblok's do. */
  function storyView(story: StoredStory): StoryAnswer;
  function storyView(story: StoredStory, withContent: false): Omit<StoryAnswer, 'content'>;
  function storyView(story: StoredStory, withContent = true): Omit<StoryAnswer, 'content'> & Partial<Pick<StoryAnswer, 'content'>> {
    const parent = story.parent_id ? store.story(story.parent_id) : undefined;
    const app = store.translatableSlugs && {
      translated_slugs: translatedSlugsOf(story),
      localized_paths: Object.entries(story.translated_slugs).map(([lang, { path, name }]) => ({ lang, path, name, published: story.published })),
    };
    return {
      id: story.id,
      uuid: story.uuid,
      name: story.name,
      slug: story.slug,
      full_slug: story.full_slug,
      path: null,
      parent_id: story.parent_id,
      parent: parent ? { id: parent.id, uuid: parent.uuid, name: parent.name, slug: parent.slug } : null,
      breadcrumbs: ancestors(story).map((folder) => ({
        id: folder.id,
        name: folder.name,
        parent_id: folder.parent_id || null,
        slug: folder.slug,
        path: null,
        disble_fe_editor: false,
        disable_fe_editor: false,
        translated_slugs: store.translatableSlugs ? translatedSlugsOf(folder) : [],
      })),
      group_id: story.uuid,
      alternates: [],
      is_folder: story.is_folder ?? false,
      is_startpage: story.is_startpage,
      position: story.position,
      tag_list: story.tag_list,
      sort_by_date: story.sort_by_date,
      created_at: story.created_at,
      updated_at: story.updated_at ?? story.created_at,
      published_at: story.published_at,
      first_published_at: story.first_published_at,
      published: story.published,
      unpublished_changes: !!story.draft,
      deleted_at: null,
      default_root: null,
      disble_fe_editor: false,
      disable_fe_editor: false,
      meta_data: null,
      imported_at: null,
      // the stand-in signs no preview links of its own (its visual editor does, with the preview token)
      preview_token: { token: '', timestamp: '' },
      pinned: false,
      publish_at: null,
      expire_at: null,
      // no editor ever changed a story here, nor locked, scheduled or favoured one
      last_author: null,
      last_author_id: null,
      user_ids: [],
      space_role_ids: [],
      translated_stories: [],
      can_not_view: null,
      is_scheduled: null,
      scheduled_dates: null,
      ideas: [],
      favourite_for_user_ids: [],
      ...app,
      // a folder has no content of its own
      ...(withContent && { content: story.draft?.content ?? story.content ?? {} }),
    };
  }

  function componentGroupView(group: ComponentFolder): ComponentFolder {
    const { id, uuid, name, parent_id, parent_uuid } = group;
    return { id, uuid, name, parent_id, parent_uuid };
  }

  /** A component: the keys it was given (Storyblok does not check them), with its id, times and flags. */
  function componentView(component: Component): ComponentAnswer {
    const { id, name, created_at, updated_at, schema, is_root, is_nestable, ...given } = component;
    return { ...given, id, name, created_at, updated_at, schema: (schema ?? {}) as ComponentAnswer['schema'], is_root: Boolean(is_root), is_nestable: Boolean(is_nestable) };
  }

  function datasourceView(datasource: Datasource): DatasourceAnswer {
    return { id: datasource.id, name: datasource.name, slug: datasource.slug, dimensions: store.dimensionsOf(datasource.id) };
  }

  function entryView(entry: DatasourceEntry, datasource: Datasource, dimensionId?: number): DatasourceEntryAnswer {
    const dimension = dimensionId === undefined ? undefined : store.dimensionsOf(datasource.id).find((d) => d.id === dimensionId);
    return {
      id: entry.id,
      name: entry.name,
      value: entry.value,
      dimension_value: dimension ? (entry.dimensions?.[dimension.entry_value] ?? null) : null,
      datasource_id: datasource.id,
    };
  }

  /** An asset, its `filename` on the S3 origin as Storyblok answers it. */
  function assetView(asset: Asset): AssetAnswer {
    return {
      id: asset.id,
      filename: `${S3_ORIGIN}/${asset.key}`,
      short_filename: asset.short_filename,
      content_type: asset.content_type,
      content_length: asset.file?.length ?? null,
      space_id: store.space.id,
      asset_folder_id: null,
      alt: null,
      title: null,
      copyright: null,
      focus: null,
      is_private: false,
      expire_at: null,
      created_at: asset.created_at,
      updated_at: asset.updated_at,
      deleted_at: null,
      meta_data: {},
      internal_tags_list: [],
    };
  }

  function finishedUploadView(asset: Asset): FinishedUpload {
    return { id: asset.id, filename: `${S3_ORIGIN}/${asset.key}`, alt: null, copyright: null, focus: null, is_private: false, title: null };
  }

  /** Step one of the upload: where to post the file, and the signed policy S3 checks it against. */
  function signedUpload(asset: Asset, postUrl: string, now: Date): SignedResponseObject {
    const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const fields = {
      key: asset.key,
      acl: 'public-read',
      Expires: new Date(now.getTime() + 365 * 24 * 3600_000).toUTCString(),
      'Cache-Control': 'public, max-age=31536000',
      'Content-Type': asset.content_type,
      'x-amz-credential': `LOCALSTANDIN/${stamp.slice(0, 8)}/us-east-1/s3/aws4_request`,
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-date': stamp,
    };
    const conditions = [{ bucket: BUCKET }, ...Object.entries(fields).map(([name, value]) => ({ [name]: value })), ['content-length-range', 1, MAX_UPLOAD_BYTES]];
    const expiration = new Date(now.getTime() + SIGNATURE_VALIDITY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const policy = Buffer.from(JSON.stringify({ expiration, conditions })).toString('base64');
    return {
      id: asset.id,
      pretty_url: `//${BUCKET}/${asset.key}`,
      public_url: `${S3_ORIGIN}/${asset.key}`,
      post_url: postUrl,
      fields: { ...fields, policy, 'x-amz-signature': sign(policy) },
      locked: false,
      meta_data: {},
    };
  }

  // --- endpoints ------------------------------------------------------------------------------

  function storiesList(query: URLSearchParams): Answer {
    onlyParams(query, ['page', 'per_page', 'with_slug', 'starts_with', 'by_ids', 'by_uuids', 'excluding_ids', 'with_parent', 'folder_only', 'story_only']);
    const byIds = idList(query, 'by_ids')?.map(Number);
    const byUuids = idList(query, 'by_uuids');
    const excludingIds = idList(query, 'excluding_ids')?.map(Number);
    const withSlug = query.get('with_slug');
    const startsWith = query.get('starts_with');
    const withParent = query.has('with_parent') ? Number(query.get('with_parent')) : undefined;
    const folderOnly = flag(query.get('folder_only') ?? undefined, 'folder_only');
    const storyOnly = flag(query.get('story_only') ?? undefined, 'story_only');
    const stories = store.allStories
      .filter((s) => withSlug === null || s.full_slug === withSlug)
      .filter((s) => startsWith === null || s.full_slug.startsWith(startsWith))
      .filter((s) => !byIds || byIds.includes(s.id))
      .filter((s) => !byUuids || byUuids.includes(s.uuid))
      .filter((s) => !excludingIds || !excludingIds.includes(s.id))
      .filter((s) => withParent === undefined || s.parent_id === withParent)
      .filter((s) => !folderOnly || s.is_folder)
      .filter((s) => !storyOnly || !s.is_folder)
      .sort((a, b) => a.id - b.id);
    const { items, headers } = paged(stories, query, 100);
    // the list leaves the content out, as Storyblok's does
    return { body: { stories: items.map((s) => storyView(s, false)) }, headers };
  }

  function datasourceEntriesList(query: URLSearchParams): Answer {
    onlyParams(query, ['page', 'per_page', 'datasource_id', 'datasource_slug', 'dimension']);
    const byId = query.get('datasource_id');
    const bySlug = query.get('datasource_slug');
    let sources = store.datasources;
    if (byId !== null) sources = sources.filter((d) => String(d.id) === byId);
    if (bySlug !== null) sources = sources.filter((d) => d.slug === bySlug);
    if ((byId !== null || bySlug !== null) && sources.length === 0) throw new RecordNotFound();
    // `dimension` is the dimension's numeric id here (the CDN API takes its entry_value instead)
    const dimension = (byId !== null || bySlug !== null) && /^\d+$/.test(query.get('dimension') ?? '') ? Number(query.get('dimension')) : undefined;
    const entries = sources.flatMap((source) => source.entries.map((entry) => entryView(entry, source, dimension)));
    if (bySlug !== null) return { body: { datasource_entries: entries } };
    const { items, headers } = paged(entries, query, 1000);
    return { body: { datasource_entries: items }, headers };
  }

  /** name/value and, with `dimension_id` (body or query), the value in that dimension */
  function writeEntry(id: number, raw: Json, dimensionIdRaw: unknown): void {
    const dimensionValue = nullableText(raw, 'dimension_value');
    const dimensionId = integer({ dimension_id: dimensionIdRaw }, 'dimension_id');
    if (dimensionValue !== undefined && dimensionId === undefined) throw invalid('dimension_id', 'is required to set a dimension_value');
    const name = text(raw, 'name');
    const value = text(raw, 'value');
    store.updateEntry(
      id,
      { ...(name !== undefined && { name }), ...(value !== undefined && { value }) },
      dimensionId !== undefined && dimensionValue !== undefined ? { id: dimensionId, value: dimensionValue ?? '' } : undefined,
    );
  }

  function createAsset(body: Json, query: URLSearchParams, postUrl: string): Answer {
    // Storyblok takes these from the JSON body or the query (its client sends the query)
    const param = (name: string) => body[name] ?? query.get(name) ?? undefined;
    if (param('release_id') !== undefined) throw notImplemented('releases');
    if (param('asset_folder_id')) throw notImplemented('asset folders');
    const filename = param('filename');
    if (typeof filename !== 'string' || !filename) throw new Unprocessable({ filename: ["can't be blank"] });
    const size = param('size');
    if (size !== undefined && size !== '' && (typeof size !== 'string' || !/^\d+x\d+$/i.test(size))) throw invalid('size', 'is WIDTHxHEIGHT, e.g. 800x600');
    const replaced = integer({ id: param('id') }, 'id');
    const now = new Date();
    let asset: Asset | undefined;
    if (replaced !== undefined) {
      asset = store.assets.find((a) => a.id === replaced);
      if (!asset) throw new RecordNotFound();
    } else asset = store.createAsset(filename, typeof size === 'string' ? size.toLowerCase() : undefined, now);
    return { body: signedUpload(asset, postUrl, now) };
  }

  async function route(req: IncomingMessage, url: URL): Promise<Answer> {
    const match = /^\/v1\/spaces\/(\d+)(?:\/([a-z_]+)(?:\/(\d+)(?:\/([a-z_]+))?)?)?\/?$/.exec(url.pathname);
    if (!match || Number(match[1]) !== store.space.id) throw new RecordNotFound();
    const [, , resource = '', idText, action] = match;
    const id = Number(idText);
    const method = req.method ?? 'GET';
    const body = method === 'POST' || method === 'PUT' || method === 'PATCH' ? await readJson(req) : {};
    const query = url.searchParams;
    const publish = () => flag(body.publish ?? query.get('publish') ?? undefined, 'publish') ?? false;
    if (body.release_id !== undefined || query.has('release_id')) throw notImplemented('releases');
    const endpoint = `${method} ${resource}${idText ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (endpoint) {
      case 'GET ':
        return { body: { space: spaceView() } };

      case 'GET app_provisions':
        return { body: appProvisions() };

      case 'GET component_groups':
        return { body: { component_groups: store.componentGroups.map(componentGroupView) } };
      case 'POST component_groups':
        return { status: 201, body: { component_group: componentGroupView(store.createComponentGroup(componentGroupChange(wrapped(body, 'component_group')))) } };
      case 'GET component_groups/:id': {
        const group = store.componentGroups.find((g) => g.id === id);
        if (!group) throw new RecordNotFound();
        return { body: { component_group: componentGroupView(group) } };
      }
      case 'PUT component_groups/:id':
        return { body: { component_group: componentGroupView(store.updateComponentGroup(id, componentGroupChange(wrapped(body, 'component_group')))) } };

      case 'GET components':
        return { body: { components: store.components.map(componentView), component_groups: store.componentGroups.map(componentGroupView) } };
      case 'POST components':
        return { status: 201, body: { component: componentView(store.createComponent(componentFields(wrapped(body, 'component')))) } };
      case 'GET components/:id': {
        const component = store.components.find((c) => c.id === id);
        if (!component) throw new RecordNotFound();
        return { body: { component: componentView(component) } };
      }
      case 'PUT components/:id':
        return { body: { component: componentView(store.updateComponent(id, componentFields(wrapped(body, 'component')))) } };

      case 'GET datasources': {
        const { items, headers } = paged(store.datasources, query, 100);
        return { body: { datasources: items.map(datasourceView) }, headers };
      }
      case 'POST datasources':
        return { status: 201, body: { datasource: datasourceView(store.createDatasource(datasourceChange(wrapped(body, 'datasource')))) } };
      case 'GET datasources/:id': {
        const datasource = store.datasourceById(id);
        if (!datasource) throw new RecordNotFound();
        return { body: { datasource: datasourceView(datasource) } };
      }
      case 'PUT datasources/:id':
        return { body: { datasource: datasourceView(store.updateDatasource(id, datasourceChange(wrapped(body, 'datasource')))) } };

      case 'GET datasource_entries':
        return datasourceEntriesList(query);
      case 'POST datasource_entries': {
        const raw = wrapped(body, 'datasource_entry');
        const datasourceId = integer(raw, 'datasource_id');
        if (datasourceId === undefined) throw new Unprocessable({ datasource: ['must exist'] });
        const name = text(raw, 'name');
        const value = text(raw, 'value');
        const position = integer(raw, 'position');
        const entry = store.createEntry(datasourceId, {
          ...(name !== undefined && { name }),
          ...(value !== undefined && { value }),
          ...(position !== undefined && { position }),
        });
        if (raw.dimension_value !== undefined) writeEntry(entry.id, { dimension_value: raw.dimension_value }, body.dimension_id ?? query.get('dimension_id') ?? undefined);
        return { status: 201, body: { datasource_entry: entryView(entry, store.datasourceById(datasourceId)!) } };
      }
      case 'GET datasource_entries/:id': {
        const found = store.entryById(id);
        if (!found) throw new RecordNotFound();
        return { body: { datasource_entry: entryView(found.entry, found.datasource) } };
      }
      // PUT as documented; PATCH as Storyblok's OpenAPI (and so its client's `update`) has it
      case 'PUT datasource_entries/:id':
      case 'PATCH datasource_entries/:id':
        writeEntry(id, wrapped(body, 'datasource_entry'), body.dimension_id ?? query.get('dimension_id') ?? undefined);
        return { status: 204 };

      case 'GET stories':
        return storiesList(query);
      case 'POST stories':
        return { status: 201, body: { story: storyView(store.createStory(storyChangeOf(body), publish())) } };
      case 'GET stories/:id': {
        const story = store.story(id);
        if (!story) throw new RecordNotFound();
        return { body: { story: storyView(story) } };
      }
      case 'PUT stories/:id':
        return { body: { story: storyView(store.updateStory(id, storyChangeOf(body), publish())) } };
      case 'GET stories/:id/publish':
        if (query.has('lang')) throw notImplemented('publishing single languages (lang)');
        return { body: { story: storyView(store.publishStory(id)) } };
      case 'GET stories/:id/unpublish':
        if (query.has('lang')) throw notImplemented('unpublishing single languages (lang)');
        return { body: { story: storyView(store.unpublishStory(id)) } };
      case 'DELETE stories/:id': {
        const story = store.story(id);
        if (!story) throw new RecordNotFound();
        // viewed before it goes: its translated slugs go with it
        const view = storyView(story);
        store.deleteStory(id);
        return { body: { story: view } };
      }

      case 'GET assets': {
        onlyParams(query, ['page', 'per_page', 'search']);
        const search = query.get('search');
        const assets = store.assets.filter((a) => a.finished && (!search || a.short_filename.includes(search)));
        const { items, headers } = paged(assets, query, 100);
        return { body: { assets: items.map(assetView) }, headers };
      }
      case 'POST assets':
        return createAsset(body, query, `http://${req.headers.host ?? '127.0.0.1'}${UPLOAD_PATH}`);
      case 'GET assets/:id': {
        const asset = store.assets.find((a) => a.id === id);
        if (!asset) throw new RecordNotFound();
        return { body: assetView(asset) };
      }
      case 'GET assets/:id/finish_upload':
        return { body: finishedUploadView(store.finishAsset(id)) };
    }
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

  /** The S3 side of the signed upload: the form's fields must be the signed policy's, the file last. */
  async function upload(req: IncomingMessage, res: ServerResponse): Promise<number> {
    if (req.method !== 'POST') return sendS3Error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    const boundary = formBoundary(req.headers['content-type']);
    if (!boundary) return sendS3Error(res, 412, 'PreconditionFailed', 'Bucket POST must be of the enclosure-type multipart/form-data');
    let parts;
    try {
      parts = parseForm(await readBody(req, MAX_UPLOAD_BYTES + 1024 * 1024), boundary);
    } catch (error) {
      if (error instanceof Refused) return sendS3Error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
      return sendS3Error(res, 400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
    }
    const fileIndex = parts.findIndex((part) => part.name === 'file');
    const file = parts[fileIndex];
    if (!file) return sendS3Error(res, 400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
    // S3 reads the fields before the file only, their names case-insensitively
    const fields = new Map(parts.slice(0, fileIndex).map((part) => [part.name.toLowerCase(), part.data.toString('utf8')]));
    const policyText = fields.get('policy');
    if (!policyText || !fields.get('x-amz-signature')) return sendS3Error(res, 403, 'AccessDenied', 'Access Denied');
    if (fields.get('x-amz-signature') !== sign(policyText)) {
      return sendS3Error(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
    }
    const policy = JSON.parse(Buffer.from(policyText, 'base64').toString('utf8')) as { expiration: string; conditions: (Record<string, string> | [string, number, number])[] };
    if (Date.parse(policy.expiration) < Date.now()) return sendS3Error(res, 403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
    const allowed = new Set(['policy', 'x-amz-signature']);
    for (const condition of policy.conditions) {
      if (Array.isArray(condition)) {
        const [, min, max] = condition;
        if (file.data.length < min) return sendS3Error(res, 400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
        if (file.data.length > max) return sendS3Error(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
        continue;
      }
      const [name, value] = Object.entries(condition)[0]!;
      if (name === 'bucket') continue;
      allowed.add(name.toLowerCase());
      if (fields.get(name.toLowerCase()) !== value) {
        return sendS3Error(res, 403, 'AccessDenied', `Invalid according to Policy: Policy Condition failed: ["eq", "$${name}", "${value}"]`);
      }
    }
    const extra = [...fields.keys()].find((name) => !allowed.has(name));
    if (extra) return sendS3Error(res, 403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${extra}`);
    if (!store.putAssetFile(fields.get('key')!, file.data, fields.get('content-type')!)) return sendS3Error(res, 403, 'AccessDenied', 'Access Denied');
    res.writeHead(204, { location: `https://${BUCKET}.s3.amazonaws.com/${fields.get('key')}` }).end();
    return 204;
  }

  return { handle, upload };
}
