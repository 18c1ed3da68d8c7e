import type { ComponentType } from 'react';
import type { BlokByName, ContentTypeBlok, ContentTypeName } from '@/content/types';
import type { BlockMap, BlockProps } from '../blocks/types';
import type { ListingDefinition } from '../features/listing/listing';
import type { SearchDefinitions } from '../features/search/indexer';
import type { ContentTypeDefinition, LayoutProps, PreviewProps } from '../content-types/types';

/** A content type's definition, whichever type it is. */
export type AnyContentTypeDefinition = { [N in ContentTypeName]: ContentTypeDefinition<BlokByName[N]> }[ContentTypeName];

/** What the site takes from the content types' definitions, composed. */
export interface Registry {
  /** the page of each content type that has one, by its name */
  layouts: Partial<Record<ContentTypeName, ComponentType<LayoutProps>>>;
  /** what the visual editor shows of a story of a type that has no page, by the type's name */
  previews: Partial<Record<ContentTypeName, ComponentType<PreviewProps>>>;
  /** every block, by the component it renders: the content types' and those of `blockMaps` */
  blocks: Partial<Record<string, ComponentType<BlockProps>>>;
  /** every listing, by its name (`/api/list/<name>/`) */
  listings: Partial<Record<string, ListingDefinition>>;
  /** what the search indexer needs of each searched type */
  searchDefinitions: SearchDefinitions;
  /** a page's own title and description for SEO, where its type offers them */
  seoFallback: (content: ContentTypeBlok) => { title?: string; description?: string } | undefined;
}

/** one entry per name: a second definition of a name is a mistake, not an override */
function byName<T>(what: string, entries: [string, T][]): Record<string, T> {
  const result: Record<string, T> = {};
  for (const [name, value] of entries) {
    if (Object.hasOwn(result, name)) throw new Error(`the registry has ${what} "${name}" twice`);
    result[name] = value;
  }
  return result;
}

/**
 * The registry of a list of content-type definitions and the block maps of the folders that own blocks but
 * no content type (the generic blocks, the features'). Nothing here knows a content type by name: each
 * brings its page, blocks, listing, search and SEO in its definition. The casts: the registry holds under
 * each name the definition of that name, so what is found under a story's (a blok's) component takes it;
 * TypeScript cannot follow a lookup by a name known only at run time.
 */
export function composeRegistry(definitions: readonly AnyContentTypeDefinition[], blockMaps: readonly BlockMap[] = []): Registry {
  const types = definitions as readonly ContentTypeDefinition[];
  const byType = byName('the content type', types.map((definition) => [definition.component, definition]));
  return {
    layouts: byName('a page for', types.flatMap(({ component, Layout }) => (Layout ? [[component, Layout as ComponentType<LayoutProps>]] : []))),
    previews: byName('a preview for', types.flatMap(({ component, Preview }) => (Preview ? [[component, Preview as ComponentType<PreviewProps>]] : []))),
    blocks: byName(
      'the block',
      [...blockMaps, ...types.map((definition) => definition.blocks ?? {})].flatMap((map) => Object.entries(map) as [string, ComponentType<BlockProps>][]),
    ),
    listings: byName('the listing', types.flatMap(({ listing }) => (listing ? [[listing.name, listing as ListingDefinition]] : []))),
    searchDefinitions: byName('a search definition for', types.flatMap(({ component, search }) => (search ? [[component, search]] : []))),
    seoFallback: (content) => byType[content.component]?.seo?.(content),
  };
}
