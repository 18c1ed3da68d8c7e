/**
 * The content checks in the site (the preview's list of a story's problems, the health page): the rules of
 * `@pv/cms/content-checks` over drafts read through the CDN with the preview token, links checked against the
 * published pages. The site holds no Management API token: a field translated into the very same words counts
 * as untranslated here (as in the languages notice), and folders are checked by the webhook and
 * `npm run content:health`, which read the Management API. The health page reads the whole space with the
 * readers the command uses (`@pv/cms/content-checks/space`), with a client of its own.
 */
import { checkStory, type CheckedSpace, type CheckedStory } from '@pv/cms/content-checks/rules';
import type { ContentProblem } from '@pv/shared/content-problems';
import type { Locale } from '@/i18n/routing';
import { checkWholeSpace } from '@pv/cms/content-checks/space';
import { siteConfig } from '@/config';
import { readSpaceVersion } from '@/storyblok/client';
import { contentClient, createContentClient, type ContentClient } from './client';
import { getAllPages, getStoryById } from './index';
import { storyLocales } from './page-languages';
import type { Story } from './types';

/** The published pages as link targets: their languages and address. */
async function publishedSpace(): Promise<CheckedSpace> {
  const pages = await getAllPages({ version: 'published' });
  return { pages: new Map(pages.map((page) => [page.uuid, { languages: storyLocales(page), fullSlug: page.defaultFullSlug }])) };
}

const checked = (story: Story, content: Partial<Record<Locale, Story | null>>): CheckedStory => ({
  id: story.id,
  name: story.name,
  fullSlug: story.defaultFullSlug,
  languages: storyLocales(story),
  content: Object.fromEntries(Object.entries(content).flatMap(([locale, one]) => (one ? [[locale, one.content as object as Record<string, unknown>]] : []))),
});

/** A story's problems as its drafts stand, in every language it is published in (`story`: its draft in `locale`). */
export async function draftStoryProblems(story: Story, locale: Locale): Promise<ContentProblem[]> {
  const languages = storyLocales(story);
  const drafts = await Promise.all(languages.map(async (language) => [language, language === locale ? story : await getStoryById(story.id, language, { version: 'draft' })] as const));
  return checkStory(checked(story, Object.fromEntries(drafts)), await publishedSpace());
}

let drafts: ContentClient | undefined;
/**
 * The health page's own reader of drafts: one client with the preview token and a generous limit, since the
 * report reads the whole space in six languages (a visitor's read is bounded to a few seconds; an editor
 * opening the report waits for it).
 */
const draftClient = () => (drafts ??= createContentClient({ endpoint: siteConfig.storyblok.endpoint, accessToken: siteConfig.storyblok.previewToken, timeoutMs: 30_000 }));

/**
 * Every page's problems as the drafts stand (the health page), pages by address; links against the published
 * pages; then the old addresses taken offline with their page. Untranslated fields are left to
 * `npm run content:health` and the Content check field, which read the Management API.
 */
export async function draftSpaceProblems(): Promise<{ problems: ContentProblem[]; stories: number }> {
  const published = contentClient();
  // the command's reading of the space, without the Management API (no folders, no stored translations)
  const report = await checkWholeSpace({ published, stories: draftClient(), drafts: draftClient(), version: 'draft', cv: await readSpaceVersion(published) });
  // untranslated fields need the Management API (a field translated into the same words reads like one left
  // empty through the CDN): listed by the command and each page's Content check field, not here
  return { problems: report.problems.filter((problem) => problem.rule !== 'untranslated'), stories: report.stories };
}
