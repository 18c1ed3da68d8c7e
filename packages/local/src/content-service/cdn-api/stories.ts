import { BadRequest, compareBy, matchesFilter, matchesSlugPattern, parseFilterQuery, parseSortBy } from '../query.js';
import type { Related, StoredStory, StoriesAnswer, StoryAnswer, StoryView, Version } from '../types.js';
import { type CdnAnswer, type CdnContext, DEFAULT_PER_PAGE, languageOf, list, NotFound, positiveInt, versionOf } from './request.js';

const MAX_PER_PAGE = 100;
/** Above this many related stories the real API answers `rel_uuids`/`link_uuids` instead of inlining them. */
const INLINE_RELATION_LIMIT = 50;

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

function related({ store }: CdnContext, views: StoryView[], params: URLSearchParams, version: Version, lang: string | null): Related {
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

/** `GET /v2/cdn/stories` */
export function storiesList(context: CdnContext, params: URLSearchParams): CdnAnswer {
  const { store } = context;
  const version = versionOf(context, params);
  const page = positiveInt(params, 'page', 1);
  const perPage = Math.min(positiveInt(params, 'per_page', DEFAULT_PER_PAGE), MAX_PER_PAGE);
  const filter = parseFilterQuery(params);
  const sort = parseSortBy(params.get('sort_by'));

  const startsWith = params.get('starts_with')?.replace(/^\/+/, '') ?? null;
  const prefixLang = startsWith?.split('/')[0];
  const lang = store.isLanguageCode(prefixLang) ? prefixLang : languageOf(store, params);
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
    body: { stories: views, cv: store.cv, ...related(context, views, params, version, lang) } satisfies StoriesAnswer,
  };
}

/** `GET /v2/cdn/stories/{slug|id|uuid}` */
export function singleStory(context: CdnContext, identifier: string, params: URLSearchParams): CdnAnswer {
  const { store } = context;
  const version = versionOf(context, params);
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
  const lang = found.lang ?? languageOf(store, params);
  const view = excludeFields(store.view(found.story, version, lang), params);
  return { body: { story: view, cv: store.cv, ...related(context, [view], params, version, lang) } satisfies StoryAnswer };
}
