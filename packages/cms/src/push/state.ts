/** A space as the Management API shows it: what the plan compares the repository with. */
import type { ManagementClient } from '../management/client';

export interface RemoteSpace {
  id: number;
  name: string;
  default_lang_name?: string;
  languages: { code: string; name: string }[];
}

export interface RemoteGroup {
  id: number;
  uuid: string;
  name: string;
}

/** A component as the space holds it (with keys of its own: id, timestamps, …). */
export interface RemoteComponent {
  id: number;
  name: string;
  [key: string]: unknown;
}

export interface RemoteDatasource {
  id: number;
  name: string;
  slug: string;
  dimensions: { id: number; name: string; entry_value: string }[];
}

export interface RemoteEntry {
  id: number;
  name: string;
  value: string;
  /** per dimension `entry_value` (language code): the entry's value there; null when unset */
  dimensionValues: Record<string, string | null>;
}

export interface RemoteAsset {
  id: number;
  filename: string;
  short_filename?: string;
}

export interface RemoteTranslatedSlug {
  id: number;
  lang: string;
  slug: string;
  name: string | null;
}

/** A story or folder; `content` and `translated_slugs` only on stories read one by one. */
export interface RemoteStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  parent_id: number | null;
  is_folder: boolean;
  is_startpage: boolean;
  position: number;
  published: boolean;
  unpublished_changes: boolean;
  tag_list?: string[];
  sort_by_date?: string | null;
  first_published_at?: string | null;
  content?: Record<string, unknown>;
  translated_slugs?: RemoteTranslatedSlug[];
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
  const { space } = await client.get<{ space: RemoteSpace }>(`spaces/${spaceId}`);
  return { ...space, languages: space.languages ?? [] };
}

/** Component groups and components: two lists Storyblok answers whole, not paged. */
export async function readComponents(client: ManagementClient, spaceId: number): Promise<{ groups: RemoteGroup[]; components: RemoteComponent[] }> {
  const { component_groups: groups = [] } = await client.get<{ component_groups?: RemoteGroup[] }>(`spaces/${spaceId}/component_groups`);
  const { components = [] } = await client.get<{ components?: RemoteComponent[] }>(`spaces/${spaceId}/components`);
  return { groups, components };
}

/** How the stories of the content are recognised in a space: folder or story, and the full slug without its trailing slash. */
export const storyKey = (story: { is_folder?: boolean | null; full_slug: string }) =>
  `${story.is_folder ? 'folder' : 'story'}:${story.full_slug.replace(/\/+$/, '')}`;

/**
 * Reads what the push compares: groups, components, datasources with their entries in every
 * dimension, assets, and the stories — in full only those `wanted` (the ones the content has), one
 * request each, as the list leaves out content.
 */
export async function readSpace(client: ManagementClient, spaceId: number, wanted: (story: RemoteStory) => boolean): Promise<SpaceState> {
  const path = (resource: string) => `spaces/${spaceId}/${resource}`;
  const { groups, components } = await readComponents(client, spaceId);
  const datasources = (await client.getAll<RemoteDatasource>(path('datasources'), 'datasources')).map((source) => ({
    ...source,
    dimensions: source.dimensions ?? [],
  }));

  const entries: Record<string, RemoteEntry[]> = {};
  for (const source of datasources) {
    type Entry = { id: number; name: string; value: string; dimension_value?: string | null };
    const list = await client.getAll<Entry>(path('datasource_entries'), 'datasource_entries', { datasource_id: source.id });
    const byId = new Map<number, RemoteEntry>(list.map((entry) => [entry.id, { id: entry.id, name: entry.name, value: entry.value, dimensionValues: {} }]));
    for (const dimension of source.dimensions) {
      // the Management API names the dimension by its id (the CDN API by its entry_value)
      const values = await client.getAll<Entry>(path('datasource_entries'), 'datasource_entries', {
        datasource_id: source.id,
        dimension: dimension.id,
      });
      for (const value of values) {
        const entry = byId.get(value.id);
        if (entry) entry.dimensionValues[dimension.entry_value] = value.dimension_value ?? null;
      }
    }
    entries[source.slug] = [...byId.values()];
  }

  const assets = await client.getAll<RemoteAsset>(path('assets'), 'assets');
  const stories: RemoteStory[] = [];
  for (const item of await client.getAll<RemoteStory>(path('stories'), 'stories')) {
    stories.push(wanted(item) ? (await client.get<{ story: RemoteStory }>(path(`stories/${item.id}`))).story : item);
  }
  return { groups, components, datasources, entries, assets, stories };
}
