/**
 * The demo content names stories by the demo space's uuids and assets by the demo space's URLs;
 * a new space gives both its own. These rewrite a story's content for the space it goes to.
 */
import { STORYBLOK_ASSET_ORIGINS } from '@pv/shared/storyblok/region';

/**
 * The path the demo content's asset URLs name for an asset file (a path under `assets/`, as
 * `assetFiles()` lists them): `/f/1000/800x600/a1c404/ac-thor.svg`. Below which region's asset
 * host does not matter: the space the content goes to gives its assets addresses of its own.
 */
export const demoAssetPath = (file: string) => `/f/${file.split('\\').join('/')}`;

export interface Rewrites {
  /** every story uuid of the demo content (other strings are never taken for references) */
  demoUuids: ReadonlySet<string>;
  /** demo uuid → the space's uuid, for the stories the space has so far */
  storyUuids: ReadonlyMap<string, string>;
  /** demo asset path (`demoAssetPath`) → the space's asset address */
  assetUrls: ReadonlyMap<string, string>;
  /** the demo space's id: its asset URLs start with `<asset host>/f/<id>/` */
  demoSpaceId: number;
}

export interface Rewritten<T> {
  value: T;
  /** demo uuids referenced whose story the space does not have yet */
  unresolvedStories: Set<string>;
  /** demo asset URLs the space has no asset for */
  unresolvedAssets: Set<string>;
}

/**
 * Rewrites every reference in a content tree. A reference to a story is any string that is a demo
 * story's uuid, wherever it sits: relation fields (arrays of uuids), single-story options,
 * multilinks (`id` and `uuid` with linktype story) and rich-text link marks (`attrs.uuid`) all
 * hold the bare uuid, so no field needs to be known by type. Asset URLs are rewritten inside any
 * string (a rich-text image's `src`, markdown), image-service suffixes (`/m/400x0`) kept.
 */
export function rewriteReferences<T>(value: T, rewrites: Rewrites): Rewritten<T> {
  const unresolvedStories = new Set<string>();
  const unresolvedAssets = new Set<string>();
  const origins = STORYBLOK_ASSET_ORIGINS.map(escapeRegExp).join('|');
  const assetPattern = new RegExp(`(?:${origins})(/f/${rewrites.demoSpaceId}/[^\\s"'()<>?#]+)`, 'g');

  const rewriteString = (text: string): string => {
    if (rewrites.demoUuids.has(text)) {
      const mapped = rewrites.storyUuids.get(text);
      if (mapped === undefined) unresolvedStories.add(text);
      return mapped ?? text;
    }
    return text.includes('/f/') ? text.replace(assetPattern, (url: string, path: string) => rewriteAssetUrl(url, path)) : text;
  };

  // the longest known asset path the match starts with: `…/ac-thor.svg/m/400x0` keeps its suffix
  const rewriteAssetUrl = (url: string, path: string): string => {
    for (let end = path.length; end > 0; end = path.lastIndexOf('/', end - 1)) {
      const mapped = rewrites.assetUrls.get(path.slice(0, end));
      if (mapped !== undefined) return mapped + path.slice(end);
    }
    unresolvedAssets.add(url);
    return url;
  };

  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return rewriteString(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    return node;
  };
  return { value: walk(value) as T, unresolvedStories, unresolvedAssets };
}

/** Demo story uuids a content tree refers to. */
export function referencedStories(value: unknown, demoUuids: ReadonlySet<string>, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (demoUuids.has(value)) found.add(value);
  } else if (Array.isArray(value)) value.forEach((item) => referencedStories(item, demoUuids, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => referencedStories(item, demoUuids, found));
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
