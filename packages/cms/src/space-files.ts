/**
 * The demo space as files (`packages/local/content`): what the local content service serves and
 * what `npm run cms:push` brings into a Storyblok space. Stories keep Storyblok's field-level
 * translations (`title__i18n__en` beside `title`) and their translated paths.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { legacyRedirectStories, parseRedirectCsv } from './legacy-redirects';
import type { Blok, StoredStory } from './stored-story';

/** the committed demo space */
export const DEMO_CONTENT_DIR = fileURLToPath(new URL('../../local/content', import.meta.url));

/** the legacy redirect list: the first content of the editors' redirects (`npm run redirects:import` reads it too) */
export const LEGACY_REDIRECTS_FILE = fileURLToPath(new URL('../../../data/legacy-redirects.csv', import.meta.url));

export type { Blok, StoredStory } from './stored-story';

export interface DatasourceEntry {
  id: number;
  name: string;
  value: string;
  /** labels per dimension (language) */
  dimensions?: Record<string, string>;
}

export interface Datasource {
  id: number;
  name: string;
  slug: string;
  entries: DatasourceEntry[];
}

export interface SpaceInfo {
  id: number;
  name: string;
  domain: string;
  /** the language the untranslated fields are written in (served as lang "default") */
  default_language: string;
  language_codes: string[];
}

export interface ContentData {
  space: SpaceInfo;
  stories: StoredStory[];
  datasources: Datasource[];
}

export { I18N_MARK } from './field-types';

export function loadContent(dir = DEMO_CONTENT_DIR): ContentData {
  const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
  const jsonFiles = (sub: string) =>
    readdirSync(join(dir, sub))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => join(dir, sub, f));
  const space = readJson<SpaceInfo>(join(dir, 'space.json'));
  return {
    space,
    // the legacy redirect list is the editors' redirects' first content (a file of its own: redirects:import reads it too)
    stories: [...jsonFiles('stories').map((f) => readJson<StoredStory>(f)), ...legacyRedirectStories(parseRedirectCsv(readFileSync(LEGACY_REDIRECTS_FILE, 'utf8')), space.language_codes)],
    datasources: jsonFiles('datasources').map((f) => readJson<Datasource>(f)),
  };
}

/** Asset files of the demo space, relative to `assets/` (`1000/800x600/a1c404/ac-thor.svg`): the path of `https://a.storyblok.com/f/…`. */
export function assetFiles(dir = DEMO_CONTENT_DIR): string[] {
  const root = join(dir, 'assets');
  const walk = (sub: string): string[] =>
    readdirSync(join(root, sub), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(sub, entry.name)) : [join(sub, entry.name)],
    );
  return walk('').sort();
}

/** A story with content (not a folder). */
export const isStory = (entry: StoredStory): entry is StoredStory & { content: Blok } => !entry.is_folder && !!entry.content;

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
};

/** An asset file's media type, by its extension. */
export const contentTypeOf = (filename: string): string => CONTENT_TYPES[extname(filename).toLowerCase()] ?? 'application/octet-stream';
