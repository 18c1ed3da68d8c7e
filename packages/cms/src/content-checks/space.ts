/**
 * Reading the space for the content checks: stories through the CDN API (published with the public token, or
 * drafts with the preview token), one list per language; folders and their translated slugs through the
 * Management API (the CDN answers every language's slug, translated or not: only the Management API tells a
 * slug of its own from the German one). The functions' webhook and `npm run content:health` read with it.
 */
import type { ContentProblem } from '@pv/shared/content-problems';
import { LANGUAGES, type Language } from '@pv/shared/languages';
import { isDataSlug } from '@pv/shared/story-paths';
import { readStory, type StoryblokClient } from '@pv/shared/storyblok';
import { REDIRECTS_FOLDER } from '../folders';
import type { ManagementClient } from '../management/client';
import {
  DEFAULT_LANGUAGE,
  checkFolder,
  checkLostRedirects,
  checkStory,
  pageLanguages,
  type Blok,
  type CheckedFolder,
  type CheckedRedirect,
  type CheckedSpace,
  type CheckedStory,
} from './rules';

type CdnClient = Pick<StoryblokClient, 'getAll'>;
export type ContentVersion = 'published' | 'draft';

interface CdnStory {
  id: number;
  uuid: string;
  name: string;
  full_slug: string;
  default_full_slug?: string;
  parent_id: number | null;
  is_startpage?: boolean;
  content: Blok;
}

const list = async (client: CdnClient, version: ContentVersion, cv: number | undefined, params: Record<string, string>) =>
  (await client.getAll('cdn/stories', { version, per_page: 25, ...(cv === undefined ? {} : { cv }), ...params }, 'stories')) as CdnStory[];

/**
 * The pages only, 100 a request: the data folders (`_redirects` alone holds four times as many stories as
 * there are pages) stay on the server, and the site's reader (5 requests a second) reads the space in
 * six languages in a few seconds.
 */
const PAGES_ONLY = { excluding_slugs: '_*', per_page: '100' };

/** A published page as the checks know it (link targets, folders' languages and start pages). */
export interface PublishedPage {
  id: number;
  uuid: string;
  fullSlug: string;
  parentId: number;
  isStartpage: boolean;
  languages: Language[];
}

/** Every published page (no data story): their languages and places. */
export async function readPublishedPages(client: CdnClient, cv?: number): Promise<PublishedPage[]> {
  const stories = await list(client, 'published', cv, { ...PAGES_ONLY, excluding_fields: 'body,hero,seo' });
  return stories
    .filter((story) => !isDataSlug(story.full_slug))
    .map((story) => ({
      id: story.id,
      uuid: story.uuid,
      fullSlug: story.default_full_slug ?? story.full_slug,
      parentId: story.parent_id ?? 0,
      isStartpage: story.is_startpage === true,
      languages: pageLanguages(story.content),
    }));
}

export const checkedSpace = (pages: readonly PublishedPage[]): CheckedSpace => ({
  pages: new Map(pages.map((page) => [page.uuid, { languages: page.languages, fullSlug: page.fullSlug }])),
});

/** One page to check, in every language it is published in; null when it is no page (a data story, a redirect) or is not there. */
export async function readStoryToCheck(client: Pick<StoryblokClient, 'getStory'>, version: ContentVersion, id: number, cv?: number): Promise<CheckedStory | null> {
  const read = (language: Language) =>
    readStory<CdnStory>(client, String(id), { version, ...(cv === undefined ? {} : { cv }), ...(language === DEFAULT_LANGUAGE ? {} : { language }) });
  const original = await read(DEFAULT_LANGUAGE);
  if (!original || isDataSlug(original.default_full_slug ?? original.full_slug) || original.content?.component === 'redirect') return null;
  const languages = pageLanguages(original.content);
  const content: Partial<Record<Language, Blok>> = {};
  for (const language of languages) content[language] = language === DEFAULT_LANGUAGE ? original.content : (await read(language))?.content;
  return { id, name: original.name, fullSlug: original.default_full_slug ?? original.full_slug, languages, content };
}

/** Every page to check, each in every language it is published in. `client` reads `version` (drafts need the preview token). */
export async function readStoriesToCheck(client: CdnClient, version: ContentVersion, options: { cv?: number } = {}): Promise<CheckedStory[]> {
  const byLanguage = await Promise.all(
    LANGUAGES.map(async (language) => [language, await list(client, version, options.cv, { ...PAGES_ONLY, ...(language === DEFAULT_LANGUAGE ? {} : { language }) })] as const),
  );
  const stories = new Map<number, CheckedStory>();
  for (const story of byLanguage.find(([language]) => language === DEFAULT_LANGUAGE)![1]) {
    if (isDataSlug(story.full_slug) || story.content?.component === 'redirect') continue;
    stories.set(story.id, { id: story.id, name: story.name, fullSlug: story.default_full_slug ?? story.full_slug, languages: pageLanguages(story.content), content: {} });
  }
  for (const [language, answers] of byLanguage) {
    for (const answer of answers) {
      const story = stories.get(answer.id);
      if (story?.languages.includes(language)) story.content[language] = answer.content;
    }
  }
  return [...stories.values()];
}

/**
 * Each story's content as the Management API keeps it (every language's value beside the default's: the exact
 * reading of which fields are translated), one request a story at the client's rate.
 */
export async function readStoredContent(management: ManagementClient, spaceId: number, stories: CheckedStory[]): Promise<void> {
  for (const story of stories) {
    const answer = (await management.read(() => management.api.stories.get(story.id, { path: { space_id: spaceId } }))) as unknown as { story?: { content?: Blok } };
    if (answer.story?.content) story.stored = answer.story.content;
  }
}

interface ManagementFolder {
  id: number;
  name: string;
  full_slug: string;
  translated_slugs?: { lang: string; slug?: string | null; name?: string | null }[];
}

/** Every folder holding pages, with its start page and its own slugs, from the Management API and the published pages. */
export async function readFolders(management: ManagementClient, spaceId: number, pages: readonly PublishedPage[]): Promise<CheckedFolder[]> {
  const folders = (await management.all('stories', (query) => management.api.stories.list({ path: { space_id: spaceId }, query: { ...query, folder_only: true } }))) as unknown as ManagementFolder[];
  return folders
    .filter((folder) => !isDataSlug(folder.full_slug))
    .map((folder) => {
      const inside = pages.filter((page) => page.parentId === folder.id);
      const translatedSlugs: Partial<Record<Language, string>> = {};
      for (const slug of folder.translated_slugs ?? []) if ((LANGUAGES as readonly string[]).includes(slug.lang) && slug.slug) translatedSlugs[slug.lang as Language] = slug.slug;
      return {
        id: folder.id,
        name: folder.name,
        fullSlug: folder.full_slug,
        startPage: inside.some((page) => page.isStartpage) ? 'published' : 'none',
        languages: LANGUAGES.filter((language) => inside.some((page) => page.languages.includes(language))),
        translatedSlugs,
      } satisfies CheckedFolder;
    });
}

/** The editors' redirect stories, as published or as drafts (`client` reads with the matching token); `params`: a filter of them. */
export async function readRedirectStories(client: CdnClient, version: ContentVersion, params: Record<string, string> = {}): Promise<CheckedRedirect[]> {
  return (await list(client, version, undefined, { starts_with: `${REDIRECTS_FOLDER}/`, content_type: 'redirect', ...params })) as CheckedRedirect[];
}

/** The old addresses that end in 404 because their page left the site (`drafts`: the preview token's client). */
export async function readLostRedirects(published: CdnClient, drafts: CdnClient): Promise<ContentProblem[]> {
  // only the site's own redirects can be taken offline with their page
  const automatic = { 'filter_query[automatic][is]': 'true', per_page: '100' };
  const [live, all] = await Promise.all([readRedirectStories(published, 'published', automatic), readRedirectStories(drafts, 'draft', automatic)]);
  return checkLostRedirects(live, all);
}

/**
 * The whole space's problems: every page's (in `version`), then every folder's (when the Management API is at
 * hand), then the old addresses taken offline with their page, by story.
 */
export async function checkWholeSpace(readers: {
  published: CdnClient;
  /** reads `version`: the preview token's client for drafts */
  stories: CdnClient;
  /** the preview token's client: the redirects taken offline are drafts */
  drafts: CdnClient;
  version: ContentVersion;
  cv?: number;
  management?: { client: ManagementClient; spaceId: number };
}): Promise<{ problems: ContentProblem[]; stories: number; folders: number }> {
  const pages = await readPublishedPages(readers.published, readers.cv);
  const space = checkedSpace(pages);
  const stories = await readStoriesToCheck(readers.stories, readers.version, { ...(readers.version === 'published' && readers.cv !== undefined ? { cv: readers.cv } : {}) });
  if (readers.management) await readStoredContent(readers.management.client, readers.management.spaceId, stories);
  const folders = readers.management ? await readFolders(readers.management.client, readers.management.spaceId, pages) : [];
  const lost = await readLostRedirects(readers.published, readers.drafts);
  const problems = [...stories.sort((a, b) => a.fullSlug.localeCompare(b.fullSlug)).flatMap((story) => checkStory(story, space)), ...folders.flatMap(checkFolder), ...lost];
  return { problems, stories: stories.length, folders: folders.length };
}
