/**
 * The content checks in the site (the preview's list of a story's problems, the health page): the rules of
 * `@pv/cms/content-checks` over drafts read through the CDN with the preview token, links checked against the
 * published pages. The site holds no Management API token: a field translated into the very same words counts
 * as untranslated here (as in the languages notice), and folders are checked by the webhook and
 * `npm run content:health`, which read the Management API.
 */
import { checkStory, type CheckedSpace, type CheckedStory } from '@pv/cms/content-checks/rules';
import type { ContentProblem } from '@pv/shared/content-problems';
import type { Locale } from '@/i18n/routing';
import { getAllPages, getAllStories, getStoryById } from './index';
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

/** Every page's problems as the drafts stand (the health page), pages by address. */
export async function draftSpaceProblems(locales: readonly Locale[]): Promise<{ problems: ContentProblem[]; stories: number }> {
  const [space, ...byLocale] = await Promise.all([publishedSpace(), ...locales.map(async (locale) => [locale, await getAllStories(locale, { version: 'draft' })] as const)]);
  const stories = new Map<number, { story: Story; content: Partial<Record<Locale, Story>> }>();
  for (const [locale, list] of byLocale) {
    for (const story of list) {
      const entry = stories.get(story.id) ?? { story, content: {} };
      entry.content[locale] = story;
      stories.set(story.id, entry);
    }
  }
  const sorted = [...stories.values()].sort((a, b) => a.story.defaultFullSlug.localeCompare(b.story.defaultFullSlug));
  const problems = sorted.flatMap(({ story, content }) => {
    const languages = storyLocales(story);
    return checkStory(checked(story, Object.fromEntries(Object.entries(content).filter(([locale]) => languages.includes(locale as Locale)))), space);
  });
  return { problems, stories: stories.size };
}
