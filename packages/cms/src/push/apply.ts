/** Runs a plan against a space, one action after the other, learning the space's ids and uuids as it creates things. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ManagementClient } from '../management/client';
import { contentTypeOf, type StoredStory } from '../space-files';
import { componentBody, storyBody, type StoryBody } from './desired';
import { LANGUAGE_NAMES } from './languages';
import { assetUpload, type Action, type Plan } from './plan';
import { demoAssetUrl } from './rewrite';
import type { RemoteStory } from './state';

/** One datasource dimension per language: named as the language, its value the code the site asks for. */
const dimension = (code: string) => ({ name: LANGUAGE_NAMES[code] ?? code, entry_value: code });

export interface ApplyOptions {
  client: ManagementClient;
  spaceId: number;
  /** the demo space on disk (its `assets/` holds the files to upload) */
  contentDir: string;
  /** called before each action runs */
  onAction?: (action: Action, index: number, total: number) => void;
  /** something the push could not do fully (a reference it could not resolve) */
  onWarning?: (message: string) => void;
}

interface SignedUpload {
  id: number;
  pretty_url?: string;
  post_url: string;
  fields: Record<string, string>;
}

export async function applyPlan(plan: Plan, options: ApplyOptions): Promise<void> {
  const { client, spaceId } = options;
  const { mapping } = plan;
  const path = (resource: string) => `spaces/${spaceId}/${resource}`;
  const warn = (message: string) => options.onWarning?.(message);

  const remember = (story: StoredStory, saved: RemoteStory | undefined) => {
    if (!saved) return;
    mapping.storyIds.set(story.id, saved.id);
    mapping.storyUuids.set(story.uuid, saved.uuid);
    if (saved.translated_slugs) mapping.translatedSlugIds.set(story.id, Object.fromEntries(saved.translated_slugs.map((slug) => [slug.lang, slug.id])));
  };

  /** The body of a story in one version; the folder must be in the space by now. */
  const bodyOf = (story: StoredStory, version: 'published' | 'draft', expectResolved: boolean): StoryBody => {
    const { body, unresolvedStories } = storyBody(story, version, mapping);
    if (body.parent_id === undefined) throw new Error(`${story.full_slug}: its folder (demo id ${story.parent_id}) is not in the space`);
    if (expectResolved && unresolvedStories.size) warn(`${story.full_slug}: references to stories not in the space left as they are: ${[...unresolvedStories].join(', ')}`);
    return body;
  };

  const idOf = (story: StoredStory): number => {
    const id = mapping.storyIds.get(story.id);
    if (id === undefined) throw new Error(`${story.full_slug} is not in the space`);
    return id;
  };

  const save = async (story: StoredStory, version: 'published' | 'draft', publish: boolean) => {
    const body = { story: bodyOf(story, version, true), ...(publish ? { publish: 1 } : {}) };
    remember(story, (await client.put<{ story?: RemoteStory }>(path(`stories/${idOf(story)}`), body))?.story);
  };

  /** Published exactly as in the demo: the published version published, a newer draft saved after it. */
  const saveAsInDemo = async (story: StoredStory) => {
    await save(story, 'published', story.published);
    if (story.published && story.draft) await save(story, 'draft', false);
  };

  const run = async (action: Action): Promise<void> => {
    switch (action.kind) {
      case 'createGroup': {
        const { component_group } = await client.post<{ component_group: { uuid: string } }>(path('component_groups'), { component_group: { name: action.name } });
        mapping.groupUuids.set(action.modelUuid, component_group.uuid);
        return;
      }
      case 'createComponent':
        await client.post(path('components'), { component: componentBody(action.component, mapping) });
        return;
      case 'updateComponent':
        await client.put(path(`components/${action.id}`), { component: componentBody(action.component, mapping) });
        return;
      case 'createDatasource': {
        const { name, slug } = action.datasource;
        const dimensions_attributes = action.codes.map(dimension);
        const { datasource } = await client.post<{ datasource: { id: number; dimensions?: { id: number; entry_value: string }[] } }>(path('datasources'), {
          datasource: { name, slug, dimensions_attributes },
        });
        await rememberDatasource(slug, datasource.id, datasource.dimensions);
        return;
      }
      case 'updateDatasource': {
        const { name, slug } = action.datasource;
        const dimensions_attributes = action.addCodes.map(dimension);
        await client.put(path(`datasources/${action.id}`), { datasource: { name, slug, dimensions_attributes } });
        await rememberDatasource(slug, action.id, undefined);
        return;
      }
      case 'createEntry': {
        const source = datasourceOf(action.slug);
        const { name, value } = action.entry;
        const { datasource_entry } = await client.post<{ datasource_entry: { id: number } }>(path('datasource_entries'), {
          datasource_entry: { name, value, datasource_id: source.id },
        });
        await entryLabels(datasource_entry.id, action.entry, action.codes, action.slug);
        return;
      }
      case 'updateEntry': {
        const { name, value } = action.entry;
        if (action.value) await client.put(path(`datasource_entries/${action.id}`), { datasource_entry: { name, value } });
        await entryLabels(action.id, action.entry, action.codes, action.slug);
        return;
      }
      case 'uploadAsset': {
        const { filename, size } = assetUpload(action.file);
        const signed = await client.post<SignedUpload>(path('assets'), { filename, ...(size ? { size } : {}) });
        const data = readFileSync(join(options.contentDir, 'assets', action.file));
        const type = signed.fields['Content-Type'] ?? contentTypeOf(filename);
        await client.upload(signed.post_url, signed.fields, { name: filename, type, data });
        // the minimal asset: under `asset` in the docs, at the top level in some answers
        const finished = await client.get<{ asset?: { filename?: string }; filename?: string }>(path(`assets/${signed.id}/finish_upload`));
        const url = finished?.asset?.filename ?? finished?.filename ?? (signed.pretty_url ? `https:${signed.pretty_url.replace(/^https?:/, '')}` : undefined);
        if (!url) throw new Error(`${action.file}: Storyblok named no URL for the uploaded asset`);
        mapping.assetUrls.set(demoAssetUrl(action.file), url);
        return;
      }
      case 'createFolder': {
        const { story } = await client.post<{ story: RemoteStory }>(path('stories'), { story: bodyOf(action.story, 'published', true) });
        remember(action.story, story);
        return;
      }
      case 'updateFolder':
        await save(action.story, 'published', false);
        return;
      case 'createStory': {
        const publish = action.story.published && !action.deferred;
        const body = { story: bodyOf(action.story, 'published', !action.deferred), ...(publish ? { publish: 1 } : {}) };
        const { story } = await client.post<{ story: RemoteStory }>(path('stories'), body);
        remember(action.story, story);
        if (publish && action.story.draft) await save(action.story, 'draft', false);
        return;
      }
      case 'updateStory':
        await saveAsInDemo(action.story);
        return;
      case 'publishStory':
        await client.get(path(`stories/${idOf(action.story)}/publish`));
        return;
      case 'unpublishStory':
        await client.get(path(`stories/${idOf(action.story)}/unpublish`));
        return;
    }
  };

  const rememberDatasource = async (slug: string, id: number, dimensions: { id: number; entry_value: string }[] | undefined) => {
    const known = dimensions ?? (await client.get<{ datasource: { dimensions?: { id: number; entry_value: string }[] } }>(path(`datasources/${id}`))).datasource.dimensions ?? [];
    mapping.datasources.set(slug, { id, dimensions: new Map(known.map((dimension) => [dimension.entry_value, dimension.id])) });
  };

  const datasourceOf = (slug: string) => {
    const source = mapping.datasources.get(slug);
    if (!source) throw new Error(`datasource ${slug} is not in the space`);
    return source;
  };

  /** An entry's label per language: one request per dimension (Storyblok takes one `dimension_id` at a time). */
  const entryLabels = async (id: number, entry: { name: string; value: string; dimensions?: Record<string, string> }, codes: string[], slug: string) => {
    const source = datasourceOf(slug);
    for (const code of codes) {
      const dimensionId = source.dimensions.get(code);
      if (dimensionId === undefined) throw new Error(`datasource ${slug} has no dimension ${code}`);
      await client.put(path(`datasource_entries/${id}`), {
        datasource_entry: { name: entry.name, value: entry.value, dimension_value: entry.dimensions?.[code] ?? '' },
        dimension_id: dimensionId,
      });
    }
  };

  for (const [index, action] of plan.actions.entries()) {
    options.onAction?.(action, index, plan.actions.length);
    await run(action);
  }
}
