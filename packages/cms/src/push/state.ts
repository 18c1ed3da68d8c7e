/** A space as the Management API shows it (Storyblok's generated types): what the plan compares the repository with. */
import { normalizeAssetUrl, type Asset, type Component, type ComponentFolder, type Datasource, type SpaceDetail, type Story } from '@storyblok/management-api-client';
import type { ManagementClient } from '../management/client';

export type RemoteSpace = SpaceDetail;
export type RemoteGroup = ComponentFolder;
export type RemoteComponent = Component;
export type RemoteDatasource = Datasource;
export type RemoteAsset = Asset;
/**
 * A story or folder as the Management API answers it, typed by its client (not the CDN API's story,
 * `StoryblokStory` of `@pv/shared/storyblok`: another API, another shape); `content` and
 * `translated_slugs` only on stories read one by one (the list leaves them out).
 */
export type RemoteStory = Story;

export interface RemoteEntry {
  id: number;
  name: string;
  value: string;
  /** per dimension `entry_value` (language code): the entry's value there; null when unset */
  dimensionValues: Record<string, string | null>;
}

export interface SpaceState {
  groups: RemoteGroup[];
  components: RemoteComponent[];
  datasources: RemoteDatasource[];
  /** entries per datasource slug */
  entries: Record<string, RemoteEntry[]>;
  assets: RemoteAsset[];
  /** every story and folder; read one by one (with content and translated slugs) where `wanted` said so */
  stories: RemoteStory[];
}

export async function readSpaceInfo(client: ManagementClient, spaceId: number): Promise<RemoteSpace> {
  const { space } = await client.read(() => client.api.spaces.get({ path: { space_id: spaceId } }));
  return { ...space, languages: space.languages ?? [] };
}

/** Component groups and components: two lists Storyblok answers whole, not paged. */
export async function readComponents(client: ManagementClient, spaceId: number): Promise<{ groups: RemoteGroup[]; components: RemoteComponent[] }> {
  const at = { path: { space_id: spaceId } };
  const { component_groups: groups = [] } = await client.read(() => client.api.componentFolders.list(at));
  const { components = [] } = await client.read(() => client.api.components.list(at));
  return { groups, components };
}

/**
 * The space's address of an asset: Storyblok answers its S3 origin
 * (`https://s3.amazonaws.com/a.storyblok.com/f/…`), which has no Image Service; the bucket is the
 * region's asset CDN host, which has (`normalizeAssetUrl`). Older answers are protocol-relative.
 */
export const assetAddress = (filename: string): string => normalizeAssetUrl(filename.startsWith('//') ? `https:${filename}` : filename);

/** How the stories of the content are recognised in a space: folder or story, and the full slug without its trailing slash. */
export const storyKey = (story: { is_folder?: boolean | null; full_slug: string }) =>
  `${story.is_folder ? 'folder' : 'story'}:${story.full_slug.replace(/\/+$/, '')}`;

/**
 * Reads what the push compares: groups, components, datasources with their entries in every
 * dimension, assets, and the stories — in full only those `wanted` (the ones the content has), one
 * request each, as the list leaves out content.
 */
export async function readSpace(client: ManagementClient, spaceId: number, wanted: (story: RemoteStory) => boolean): Promise<SpaceState> {
  const { api } = client;
  const path = { space_id: spaceId };
  const { groups, components } = await readComponents(client, spaceId);
  const datasources = (await client.all('datasources', (query) => api.datasources.list({ path, query }))).map((source) => ({
    ...source,
    dimensions: source.dimensions ?? [],
  }));

  const entries: Record<string, RemoteEntry[]> = {};
  for (const source of datasources) {
    const list = await client.all('datasource_entries', (query) => api.datasourceEntries.list({ path, query: { ...query, datasource_id: source.id } }));
    const byId = new Map<number, RemoteEntry>(list.map((entry) => [entry.id, { id: entry.id, name: entry.name, value: entry.value, dimensionValues: {} }]));
    for (const dimension of source.dimensions) {
      // the Management API names the dimension by its id (the CDN API by its entry_value)
      const values = await client.all('datasource_entries', (query) =>
        api.datasourceEntries.list({ path, query: { ...query, datasource_id: source.id, dimension: dimension.id } }),
      );
      for (const value of values) {
        const entry = byId.get(value.id);
        if (entry) entry.dimensionValues[dimension.entry_value] = value.dimension_value ?? null;
      }
    }
    entries[source.slug] = [...byId.values()];
  }

  const assets = (await client.all('assets', (query) => api.assets.list({ path, query }))).map((asset) => ({ ...asset, filename: assetAddress(asset.filename) }));
  const stories: RemoteStory[] = [];
  for (const item of await client.all('stories', (query) => api.stories.list({ path, query }))) {
    stories.push(wanted(item) ? ((await client.read(() => api.stories.get(item.id, { path }))).story ?? item) : item);
  }
  return { groups, components, datasources, entries, assets, stories };
}
