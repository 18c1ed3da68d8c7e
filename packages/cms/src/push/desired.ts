/**
 * What the space should hold, in the Management API's request shapes, given what is known of the
 * space so far (the mapping from the repository's names to the space's: group uuids, story ids and
 * uuids, asset URLs). The plan compares these with the space; apply sends them.
 */
import type { ComponentSchema } from '../model';
import type { ContentData, StoredStory } from '../space-files';
import { mapGroupUuids } from './components';
import { rewriteReferences, type Rewrites } from './rewrite';

export interface Mapping {
  /** model group uuid → the space's */
  groupUuids: Map<string, string>;
  /** datasource slug → its id and its dimensions' ids by language code */
  datasources: Map<string, { id: number; dimensions: Map<string, number> }>;
  /** demo asset path (`demoAssetPath`) → the space's asset address, on its asset CDN host */
  assetUrls: Map<string, string>;
  /** demo story (and folder) uuid → the space's */
  storyUuids: Map<string, string>;
  /** demo story (and folder) id → the space's */
  storyIds: Map<number, number>;
  /** demo story id → the ids of its translated slugs in the space, by language (an update names them) */
  translatedSlugIds: Map<number, Record<string, number>>;
  /** every story uuid of the demo content */
  readonly demoUuids: ReadonlySet<string>;
  readonly demoSpaceId: number;
}

export function emptyMapping(content: ContentData): Mapping {
  return {
    groupUuids: new Map(),
    datasources: new Map(),
    assetUrls: new Map(),
    storyUuids: new Map(),
    storyIds: new Map(),
    translatedSlugIds: new Map(),
    demoUuids: new Set(content.stories.map((story) => story.uuid)),
    demoSpaceId: content.space.id,
  };
}

const rewritesOf = (mapping: Mapping): Rewrites => ({
  demoUuids: mapping.demoUuids,
  storyUuids: mapping.storyUuids,
  assetUrls: mapping.assetUrls,
  demoSpaceId: mapping.demoSpaceId,
});

export function componentBody(component: ComponentSchema, mapping: Mapping): Record<string, unknown> {
  return mapGroupUuids(component, (uuid) => mapping.groupUuids.get(uuid));
}

/** The translated slug of each language: the last segment of the translated path (a start page's is its folder's). */
function translatedSlugs(story: StoredStory): Record<string, { slug: string; name: string }> {
  return Object.fromEntries(
    Object.entries(story.translated_slugs ?? {}).map(([lang, { path, name }]) => [lang, { slug: path.split('/').filter(Boolean).pop() ?? '', name }]),
  );
}

/** The space's id of a story's folder (0: the root); undefined while the folder is not in the space. */
const parentIdOf = (story: StoredStory, mapping: Mapping): number | undefined =>
  story.parent_id ? mapping.storyIds.get(story.parent_id) : 0;

export interface StoryBody {
  name: string;
  slug: string;
  parent_id: number | undefined;
  is_folder?: true;
  is_startpage: boolean;
  position: number;
  content?: Record<string, unknown>;
  tag_list?: string[];
  /** the story's own date (news), YYYY-MM-DD */
  sort_by_date?: string | null;
  /** kept from the demo: the site dates news by it when they name no date */
  first_published_at?: string | null;
  translated_slugs_attributes: { id?: number; lang: string; slug: string; name: string }[];
}

/**
 * A story's or folder's body with its content in one version (the published one, or the draft
 * that follows it), references rewritten to the space as far as the space has them.
 */
export function storyBody(story: StoredStory, version: 'published' | 'draft', mapping: Mapping): { body: StoryBody; unresolvedStories: Set<string> } {
  const slugIds = mapping.translatedSlugIds.get(story.id) ?? {};
  const body: StoryBody = {
    name: story.name,
    slug: story.slug,
    parent_id: parentIdOf(story, mapping),
    is_startpage: story.is_startpage,
    position: story.position,
    translated_slugs_attributes: Object.entries(translatedSlugs(story)).map(([lang, { slug, name }]) => ({
      ...(slugIds[lang] === undefined ? {} : { id: slugIds[lang] }),
      lang,
      slug,
      name,
    })),
  };
  if (story.is_folder) return { body: { ...body, is_folder: true }, unresolvedStories: new Set() };
  const source = version === 'draft' && story.draft ? story.draft.content : story.content;
  const rewritten = rewriteReferences(source ?? {}, rewritesOf(mapping));
  const storyFields = { tag_list: story.tag_list ?? [], sort_by_date: story.sort_by_date ?? null, first_published_at: story.first_published_at ?? null };
  return { body: { ...body, ...storyFields, content: rewritten.value }, unresolvedStories: rewritten.unresolvedStories };
}
