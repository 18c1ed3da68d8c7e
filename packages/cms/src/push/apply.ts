/**
 * Runs a plan against a space, one action after the other, learning the space's ids and uuids as
 * it creates things. Every create is idempotent (`ManagementClient.create`): after a POST that got
 * no answer or a 5xx, the record is looked up by what makes it unique before it is posted again.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Asset, ComponentCreate, Datasource, SignedResponseObject, Story } from '@storyblok/management-api-client';
import type { ManagementClient } from '../management/client';
import { createStory } from '../management/stories';
import type { ComponentSchema } from '../model';
import { contentTypeOf, type StoredStory } from '../space-files';
import { componentBody, storyBody, type StoryBody } from './desired';
import { LANGUAGE_NAMES } from './languages';
import { assetKey, assetUpload, type Action, type Plan } from './plan';
import { demoAssetPath } from './rewrite';
import { assetAddress } from './state';

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

export async function applyPlan(plan: Plan, options: ApplyOptions): Promise<void> {
  const { client, spaceId } = options;
  const { api } = client;
  const { mapping } = plan;
  const path = { space_id: spaceId };
  const warn = (message: string) => options.onWarning?.(message);

  const remember = (story: StoredStory, saved: Story | undefined) => {
    if (!saved) return;
    mapping.storyIds.set(story.id, saved.id);
    mapping.storyUuids.set(story.uuid, saved.uuid);
    if (saved.translated_slugs) mapping.translatedSlugIds.set(story.id, Object.fromEntries(saved.translated_slugs.map((slug) => [slug.lang, slug.id])));
  };

  /** The body of a story in one version; the folder must be in the space by now. */
  const bodyOf = (story: StoredStory, version: 'published' | 'draft', expectResolved: boolean): StoryBody & { parent_id: number } => {
    const { body, unresolvedStories } = storyBody(story, version, mapping);
    if (body.parent_id === undefined) throw new Error(`${story.full_slug}: its folder (demo id ${story.parent_id}) is not in the space`);
    if (expectResolved && unresolvedStories.size) warn(`${story.full_slug}: references to stories not in the space left as they are: ${[...unresolvedStories].join(', ')}`);
    return { ...body, parent_id: body.parent_id };
  };

  const idOf = (story: StoredStory): number => {
    const id = mapping.storyIds.get(story.id);
    if (id === undefined) throw new Error(`${story.full_slug} is not in the space`);
    return id;
  };

  const save = async (story: StoredStory, version: 'published' | 'draft', publish: boolean) => {
    const body = { story: bodyOf(story, version, true) };
    remember(story, (await client.write(() => api.stories.update(idOf(story), { path, body, ...(publish && { query: { publish: true } }) }))).story);
  };

  /** Published exactly as in the demo: the published version published, a newer draft saved after it. */
  const saveAsInDemo = async (story: StoredStory) => {
    await save(story, 'published', story.published);
    if (story.published && story.draft) await save(story, 'draft', false);
  };

  /** Creates a story or folder, or finds the one an unanswered attempt created (by folder and slug). */
  const create = async (story: StoredStory, body: StoryBody & { parent_id: number }, publish: boolean) => {
    remember(story, await createStory(client, spaceId, body, publish));
  };

  const run = async (action: Action): Promise<void> => {
    switch (action.kind) {
      case 'createGroup': {
        const { name } = action;
        const { component_group } = await client.create(
          () => api.componentFolders.create({ path, body: { component_group: { name } } }),
          async () => {
            const group = (await client.read(() => api.componentFolders.list({ path }))).component_groups.find((g) => g.name === name && !g.parent_id);
            return group && { component_group: group };
          },
        );
        mapping.groupUuids.set(action.modelUuid, component_group.uuid);
        return;
      }
      case 'createComponent': {
        const component = modelComponent(action.component);
        await client.create(
          () => api.components.create({ path, body: { component } }),
          async () => {
            const found = (await client.read(() => api.components.list({ path }))).components.find((c) => c.name === component.name);
            return found && { component: found };
          },
        );
        return;
      }
      case 'updateComponent': {
        const component = modelComponent(action.component);
        await client.write(() => api.components.update(action.id, { path, body: { component } }));
        return;
      }
      case 'createDatasource': {
        const { name, slug } = action.datasource;
        const dimensions_attributes = action.codes.map(dimension);
        const { datasource } = await client.create(
          () => api.datasources.create({ path, body: { datasource: { name, slug, dimensions_attributes } } }),
          async () => {
            const found = await datasourceBySlug(slug);
            return found && { datasource: found };
          },
        );
        await rememberDatasource(datasource);
        return;
      }
      case 'updateDatasource': {
        const { name, slug } = action.datasource;
        const dimensions_attributes = action.addCodes.map(dimension);
        const { datasource } = await client.write(() => api.datasources.replace(String(action.id), { path, body: { datasource: { name, slug, dimensions_attributes } } }));
        await rememberDatasource(datasource);
        return;
      }
      case 'createEntry': {
        const source = datasourceOf(action.slug);
        const { name, value } = action.entry;
        const { datasource_entry } = await client.create(
          () => api.datasourceEntries.create({ path, body: { datasource_entry: { name, value, datasource_id: source.id } } }),
          async () => {
            const entries = await client.all('datasource_entries', (query) => api.datasourceEntries.list({ path, query: { ...query, datasource_id: source.id } }));
            const found = entries.find((entry) => entry.name === name);
            return found && { datasource_entry: found };
          },
        );
        await entryLabels(datasource_entry.id, action.entry, action.codes, action.slug);
        return;
      }
      case 'updateEntry': {
        const { name, value } = action.entry;
        if (action.value) await client.write(() => api.datasourceEntries.update(action.id, { path, body: { datasource_entry: { name, value } } }));
        await entryLabels(action.id, action.entry, action.codes, action.slug);
        return;
      }
      case 'uploadAsset': {
        const { filename, size } = assetUpload(action.file);
        const key = assetKey(action.file);
        // an asset an unanswered attempt signed, uploaded and finished is listed; one it only signed is not, and is signed again
        const signed = await client.create<SignedResponseObject | Asset>(
          () => api.assets.signResponseObject({ path, query: { filename, ...(size && { size }) } }),
          async () => (await client.all('assets', (query) => api.assets.list({ path, query }))).find((asset) => assetKey(new URL(assetAddress(asset.filename)).pathname) === key),
        );
        let filenameOf = 'filename' in signed ? signed.filename : undefined;
        if ('post_url' in signed) {
          const data = readFileSync(join(options.contentDir, 'assets', action.file));
          const type = signed.fields['Content-Type'] || contentTypeOf(filename);
          await client.upload(signed.post_url, signed.fields, { name: filename, type, data });
          filenameOf = (await client.write(() => api.assets.finalize(signed.id, { path }))).filename;
        }
        if (!filenameOf) throw new Error(`${action.file}: Storyblok named no URL for the uploaded asset`);
        // Storyblok answers the S3 origin, which has no Image Service: the space's asset CDN host serves it
        mapping.assetUrls.set(demoAssetPath(action.file), assetAddress(filenameOf));
        return;
      }
      case 'createFolder':
        await create(action.story, bodyOf(action.story, 'published', true), false);
        return;
      case 'updateFolder':
        await save(action.story, 'published', false);
        return;
      case 'createStory': {
        const publish = action.story.published && !action.deferred;
        await create(action.story, bodyOf(action.story, 'published', !action.deferred), publish);
        if (publish && action.story.draft) await save(action.story, 'draft', false);
        return;
      }
      case 'updateStory':
        await saveAsInDemo(action.story);
        return;
      case 'publishStory':
        await client.write(() => api.stories.publish(idOf(action.story), { path }));
        return;
      case 'unpublishStory':
        // Storyblok's client has no method for it (documented: GET …/stories/:id/unpublish)
        await client.write(() => api.get(`/v1/spaces/${spaceId}/stories/${idOf(action.story)}/unpublish`));
        return;
    }
  };

  /** A model file as the request body: the model's files are Storyblok's component JSON (checked by zod in model.ts). */
  const modelComponent = (component: ComponentSchema) => componentBody(component, mapping) as ComponentCreate;

  const datasourceBySlug = async (slug: string) =>
    (await client.all('datasources', (query) => api.datasources.list({ path, query }))).find((source) => source.slug === slug);

  const rememberDatasource = async (datasource: Datasource) => {
    // an answer without dimensions (an update's) is read again
    const known = datasource.dimensions ?? (await client.read(() => api.datasources.get(datasource.id, { path }))).datasource.dimensions;
    mapping.datasources.set(datasource.slug, { id: datasource.id, dimensions: new Map(known.map((d) => [d.entry_value, d.id])) });
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
      await client.write(() =>
        api.datasourceEntries.update(id, {
          path,
          body: { datasource_entry: { name: entry.name, value: entry.value, dimension_value: entry.dimensions?.[code] ?? '' } },
          query: { dimension_id: dimensionId },
        }),
      );
    }
  };

  for (const [index, action] of plan.actions.entries()) {
    options.onAction?.(action, index, plan.actions.length);
    await run(action);
  }
}
