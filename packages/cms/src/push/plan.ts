/**
 * The push's plan: what the repository wants against what the space has, as a list of actions in
 * the order they can run (groups before the components in them, datasources, assets before the
 * stories naming them, folders parents first, stories). Pure: the space was read before.
 */
import { basename } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { ComponentSchema, ContentModel } from '../model';
import type { ContentData, Datasource, DatasourceEntry, StoredStory } from '../space-files';
import { componentDifferences, describeDifference, groupUuidMap } from './components';
import { componentBody, emptyMapping, storyBody, type Mapping, type StoryBody } from './desired';
import { demoAssetPath, referencedStories } from './rewrite';
import { storyKey, type RemoteAsset, type RemoteStory, type SpaceState } from './state';

export interface Desired {
  model: ContentModel;
  content: ContentData;
  /** asset files of the demo space, relative to its `assets/` (`1000/800x600/a1c404/ac-thor.svg`) */
  assetFiles: string[];
}

export type Action = { line: string } & (
  | { kind: 'createGroup'; name: string; modelUuid: string }
  | { kind: 'createComponent'; component: ComponentSchema }
  | { kind: 'updateComponent'; id: number; component: ComponentSchema }
  | { kind: 'createDatasource'; datasource: Datasource; codes: string[] }
  | { kind: 'updateDatasource'; id: number; datasource: Datasource; addCodes: string[] }
  | { kind: 'createEntry'; slug: string; entry: DatasourceEntry; codes: string[] }
  | { kind: 'updateEntry'; slug: string; id: number; entry: DatasourceEntry; value: boolean; codes: string[] }
  | { kind: 'uploadAsset'; file: string }
  | { kind: 'createFolder'; story: StoredStory }
  | { kind: 'updateFolder'; story: StoredStory }
  /** deferred: saved as a draft only, as it refers to stories created after it; an updateStory completes it */
  | { kind: 'createStory'; story: StoredStory; deferred: boolean }
  | { kind: 'updateStory'; story: StoredStory }
  | { kind: 'publishStory'; story: StoredStory }
  | { kind: 'unpublishStory'; story: StoredStory }
);

type ActionKind = Action['kind'];

export interface Plan {
  actions: Action[];
  /** what the space already has, by the repository's names; apply adds what it creates */
  mapping: Mapping;
}

/** The summary's words for each kind of action. */
const ACTION_NOUNS: Record<ActionKind, string> = {
  createGroup: 'component groups created',
  createComponent: 'components created',
  updateComponent: 'components updated',
  createDatasource: 'datasources created',
  updateDatasource: 'datasources updated',
  createEntry: 'datasource entries created',
  updateEntry: 'datasource entries updated',
  uploadAsset: 'assets uploaded',
  createFolder: 'folders created',
  updateFolder: 'folders updated',
  createStory: 'stories created',
  updateStory: 'stories updated',
  publishStory: 'stories published',
  unpublishStory: 'stories unpublished',
};

export function summarise(actions: Action[]): string {
  const counts = new Map<ActionKind, number>();
  for (const action of actions) counts.set(action.kind, (counts.get(action.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => `${count} ${ACTION_NOUNS[kind]}`).join(', ');
}

/**
 * Assets are recognised by file name and size (`800x600`, none for documents) in any path naming
 * them (a demo file, a space's address): a space names its files by hashes of its own.
 */
export function assetKey(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const size = segments.find((segment) => /^\d+x\d+$/.test(segment)) ?? '';
  return `${size}/${segments.at(-1) ?? ''}`;
}

export function planPush({ model, content, assetFiles }: Desired, state: SpaceState): Plan {
  const mapping = emptyMapping(content);
  const actions: Action[] = [];

  // component groups, by name
  mapping.groupUuids = groupUuidMap(model.groups, state.groups);
  for (const group of model.groups) {
    if (!mapping.groupUuids.has(group.uuid)) actions.push({ kind: 'createGroup', name: group.name, modelUuid: group.uuid, line: `create component group "${group.name}"` });
  }

  // components: a changed model file updates that component only
  const remoteComponents = new Map(state.components.map((component) => [component.name, component]));
  for (const component of model.components) {
    const remote = remoteComponents.get(component.name);
    if (!remote) {
      actions.push({ kind: 'createComponent', component, line: `create component ${component.name}` });
      continue;
    }
    const differences = componentDifferences(componentBody(component, mapping), remote);
    if (differences.length) {
      const what = differences.map((difference) => describeDifference(difference, 'space')).join('; ');
      actions.push({ kind: 'updateComponent', id: remote.id, component, line: `update component ${component.name}: ${what}` });
    }
  }

  planDatasources(content, state, mapping, actions);

  // assets (their addresses on the asset CDN host: readSpace normalised Storyblok's S3 ones)
  const remoteAssets = new Map<string, RemoteAsset>();
  for (const asset of state.assets) {
    const key = assetKey(new URL(asset.filename).pathname);
    if (!remoteAssets.has(key)) remoteAssets.set(key, asset);
  }
  for (const file of assetFiles) {
    const path = file.split('/').slice(1).join('/'); // below the demo space's id
    const remote = remoteAssets.get(assetKey(file));
    if (remote) mapping.assetUrls.set(demoAssetPath(file), remote.filename);
    else actions.push({ kind: 'uploadAsset', file, line: `upload asset ${path}` });
  }

  planStories(content, state, mapping, actions);
  return { actions, mapping };
}

function planDatasources(content: ContentData, state: SpaceState, mapping: Mapping, actions: Action[]) {
  // one dimension per language, the default language's too (the site asks for each language's labels)
  const codes = [content.space.default_language, ...content.space.language_codes];
  const entryCodes = (entry: DatasourceEntry) => codes.filter((code) => entry.dimensions?.[code]);
  for (const datasource of content.datasources) {
    const remote = state.datasources.find((candidate) => candidate.slug === datasource.slug);
    if (!remote) {
      actions.push({ kind: 'createDatasource', datasource, codes, line: `create datasource ${datasource.slug} with dimensions ${codes.join(', ')}` });
      for (const entry of datasource.entries) {
        actions.push({ kind: 'createEntry', slug: datasource.slug, entry, codes: entryCodes(entry), line: `create entry ${datasource.slug}/${entry.value}` });
      }
      continue;
    }
    const dimensions = new Map(remote.dimensions.map((dimension) => [dimension.entry_value, dimension.id]));
    mapping.datasources.set(datasource.slug, { id: remote.id, dimensions });
    const addCodes = codes.filter((code) => !dimensions.has(code));
    if (addCodes.length || remote.name !== datasource.name) {
      const what = [remote.name !== datasource.name ? `name "${datasource.name}"` : '', addCodes.length ? `dimensions ${addCodes.join(', ')}` : ''];
      actions.push({ kind: 'updateDatasource', id: remote.id, datasource, addCodes, line: `update datasource ${datasource.slug}: ${what.filter(Boolean).join(', ')}` });
    }
    const remoteEntries = new Map((state.entries[datasource.slug] ?? []).map((entry) => [entry.name, entry]));
    for (const entry of datasource.entries) {
      const found = remoteEntries.get(entry.name);
      if (!found) {
        actions.push({ kind: 'createEntry', slug: datasource.slug, entry, codes: entryCodes(entry), line: `create entry ${datasource.slug}/${entry.value}` });
        continue;
      }
      const value = found.value !== entry.value;
      const changed = entryCodes(entry).filter((code) => (found.dimensionValues[code] ?? '') !== entry.dimensions?.[code]);
      if (value || changed.length) {
        const what = [value ? 'value' : '', changed.length ? `labels ${changed.join(', ')}` : ''].filter(Boolean).join(', ');
        actions.push({ kind: 'updateEntry', slug: datasource.slug, id: found.id, entry, value, codes: changed, line: `update entry ${datasource.slug}/${entry.value}: ${what}` });
      }
    }
  }
}

const depth = (story: StoredStory) => story.full_slug.replace(/\/+$/, '').split('/').length;
const byDepthThenSlug = (a: StoredStory, b: StoredStory) => depth(a) - depth(b) || a.full_slug.localeCompare(b.full_slug);

/** What differs between a body and the space's story, in words (empty: nothing). */
function storyChanges(desired: StoryBody, remote: RemoteStory): string[] {
  const changes: string[] = [];
  if (desired.content && !isDeepStrictEqual(desired.content, remote.content)) changes.push('content');
  if (desired.name !== remote.name) changes.push('name');
  if (desired.slug !== remote.slug) changes.push('slug');
  if (desired.parent_id !== (remote.parent_id ?? 0)) changes.push('folder');
  if (desired.is_startpage !== Boolean(remote.is_startpage)) changes.push('start page');
  if (desired.position !== remote.position) changes.push('position');
  if (desired.tag_list && !isDeepStrictEqual(desired.tag_list, remote.tag_list ?? [])) changes.push('tags');
  if (desired.sort_by_date !== undefined && desired.sort_by_date !== (remote.sort_by_date ?? null)) changes.push('sort date');
  // an instant in whatever format the space writes it; none in the repository: the space's own
  if (desired.first_published_at && Date.parse(desired.first_published_at) !== Date.parse(remote.first_published_at ?? '')) changes.push('first published');
  const slugs = remote.translated_slugs ?? [];
  const sameSlugs = desired.translated_slugs_attributes.every((wanted) =>
    slugs.some((slug) => slug.lang === wanted.lang && slug.slug === wanted.slug && (slug.name ?? '') === wanted.name),
  );
  if (!sameSlugs) changes.push('translated slugs');
  return changes;
}

function publication(story: StoredStory): string {
  if (!story.published) return 'draft only';
  return story.draft ? 'published, with a newer draft' : 'published';
}

/** The index of the pending story the most other pending stories refer to. */
function mostAwaited(pending: StoredStory[], references: Map<StoredStory, Set<string>>): number {
  const waiting = (story: StoredStory) => pending.filter((other) => other !== story && references.get(other)!.has(story.uuid)).length;
  let best = 0;
  pending.forEach((story, index) => {
    if (waiting(story) > waiting(pending[best]!)) best = index;
  });
  return best;
}

function planStories(content: ContentData, state: SpaceState, mapping: Mapping, actions: Action[]) {
  const remoteByKey = new Map(state.stories.map((story) => [storyKey(story), story]));
  const remoteOf = new Map<StoredStory, RemoteStory>();
  for (const story of content.stories) {
    const remote = remoteByKey.get(storyKey(story));
    if (!remote) continue;
    remoteOf.set(story, remote);
    mapping.storyUuids.set(story.uuid, remote.uuid);
    mapping.storyIds.set(story.id, remote.id);
    mapping.translatedSlugIds.set(story.id, Object.fromEntries((remote.translated_slugs ?? []).map((slug) => [slug.lang, slug.id])));
  }

  for (const folder of content.stories.filter((story) => story.is_folder).sort(byDepthThenSlug)) {
    const remote = remoteOf.get(folder);
    if (!remote) actions.push({ kind: 'createFolder', story: folder, line: `create folder ${folder.full_slug}` });
    else {
      const changes = storyChanges(storyBody(folder, 'published', mapping).body, remote);
      if (changes.length) actions.push({ kind: 'updateFolder', story: folder, line: `update folder ${folder.full_slug}: ${changes.join(', ')}` });
    }
  }

  // what the space has when a story is created (folders come first); stories are created after those they
  // refer to where the references allow; in a cycle (products ↔ their FAQs) the story most others wait for
  // goes first, saved as a draft and completed in a second pass
  const present = new Set([...remoteOf.keys(), ...content.stories.filter((story) => story.is_folder)].map((story) => story.uuid));
  const stories = content.stories.filter((entry) => !entry.is_folder).sort(byDepthThenSlug);
  const references = new Map(stories.map((story) => [story, referencedStories([story.content, story.draft?.content], mapping.demoUuids)]));
  const pending = stories.filter((story) => !remoteOf.has(story));
  const later: Action[] = [];
  while (pending.length) {
    const ready = pending.findIndex((story) => [...references.get(story)!].every((uuid) => uuid === story.uuid || present.has(uuid)));
    const [story] = pending.splice(ready >= 0 ? ready : mostAwaited(pending, references), 1) as [StoredStory];
    const deferred = [...references.get(story)!].some((uuid) => !present.has(uuid));
    present.add(story.uuid);
    const line = deferred
      ? `create story ${story.full_slug} as a draft (refers to stories created after it)`
      : `create story ${story.full_slug} (${publication(story)})`;
    actions.push({ kind: 'createStory', story, deferred, line });
    if (deferred) later.push({ kind: 'updateStory', story, line: `update story ${story.full_slug}: references (${publication(story)})` });
  }
  for (const story of stories) {
    const remote = remoteOf.get(story);
    if (!remote) continue;
    const { body, unresolvedStories } = storyBody(story, story.draft ? 'draft' : 'published', mapping);
    const changes = storyChanges(body, remote);
    if (unresolvedStories.size && changes[0] === 'content') changes[0] = 'content (refers to stories created in this run)';
    const publishedAsWanted = story.published
      ? Boolean(remote.published) && Boolean(remote.unpublished_changes) === Boolean(story.draft)
      : !remote.published;
    if (changes.length || (story.draft && !publishedAsWanted)) {
      const what = changes.length ? changes.join(', ') : 'published version';
      later.push({ kind: 'updateStory', story, line: `update story ${story.full_slug}: ${what} (${publication(story)})` });
      // saving never unpublishes
      if (!story.published && remote.published) later.push({ kind: 'unpublishStory', story, line: `unpublish story ${story.full_slug} (draft only in the repository)` });
    } else if (!publishedAsWanted) {
      later.push(
        story.published
          ? { kind: 'publishStory', story, line: `publish story ${story.full_slug}` }
          : { kind: 'unpublishStory', story, line: `unpublish story ${story.full_slug} (draft only in the repository)` },
      );
    }
  }
  actions.push(...later);
}

/** The asset file's name and size as Storyblok's upload takes them. */
export function assetUpload(file: string): { filename: string; size: string | undefined } {
  const size = file.split('/').find((segment) => /^\d+x\d+$/.test(segment));
  return { filename: basename(file), size };
}

/** Whether a space's story is one the content has (read in full to compare). */
export function storyMatcher(content: ContentData): (story: RemoteStory) => boolean {
  const keys = new Set(content.stories.map(storyKey));
  return (story) => keys.has(storyKey(story));
}
