/**
 * The content checks after a publication: the CMS webhook checks the published story in every language it is
 * in (and its folder), and writes what it found into the story's `content_problems` field, in each language the
 * editor may view it in, where editors see it in Storyblok. The write goes into the draft only (no publish), as
 * the redirects' Problem does: an editor's unpublished changes stay, and no publication (so no webhook) follows
 * from it; it is made only when the text changed, so even a delivery for it would end there.
 */
import { ManagementClient } from '@pv/cms/management/client';
import { PROBLEMS_FIELD, checkFolder, checkStory, type Blok } from '@pv/cms/content-checks/rules';
import { checkedSpace, readFolders, readPublishedPages, readStoryToCheck } from '@pv/cms/content-checks/space';
import { I18N_MARK } from '@pv/cms/field-types';
import { contentProblemsText, type ContentProblem } from '@pv/shared/content-problems';
import { LANGUAGES } from '@pv/shared/languages';
import type { StoryblokClient } from '@pv/shared/storyblok';
import type { EditorRedirectsConfig } from '../config';

/** What the webhook did: the problems found and whether the field was written (unchanged: not). */
export interface ContentCheckReport {
  storyId: number;
  problems: ContentProblem[];
  written: boolean;
}

export type ContentChecks = (storyId: number, cv: number) => Promise<ContentCheckReport | null>;

/** The field's value in every language: `content_problems` (German) and `content_problems__i18n__en` … */
export const problemFields = (problems: readonly ContentProblem[]): Record<string, string> =>
  Object.fromEntries(LANGUAGES.map((language) => [language === 'de' ? PROBLEMS_FIELD : `${PROBLEMS_FIELD}${I18N_MARK}${language}`, contentProblemsText(language, problems)]));

export function storyblokContentChecks(published: StoryblokClient, config: EditorRedirectsConfig['management']): ContentChecks {
  // the same rate as the redirects' writes: Storyblok's smallest plan allows 3 requests a second
  const management = new ManagementClient({ token: config.token, baseUrl: config.baseUrl, spaceId: config.spaceId, requestsPerSecond: 3 });
  const path = { space_id: config.spaceId };
  return async (storyId, cv) => {
    const story = await readStoryToCheck(published, 'published', storyId, cv);
    // not a page (a data story, a redirect) or no longer published: nothing to check
    if (!story) return null;
    const answer = (await management.read(() => management.api.stories.get(storyId, { path }))) as unknown as { story?: { content?: Blok; parent_id?: number | null } };
    const stored = answer.story?.content;
    if (stored) story.stored = stored;
    const pages = await readPublishedPages(published, cv);
    const parent = answer.story?.parent_id ?? 0;
    const folders = parent ? (await readFolders(management, config.spaceId, pages)).filter((folder) => folder.id === parent) : [];
    const problems = [...checkStory(story, checkedSpace(pages)), ...folders.flatMap(checkFolder)];
    const fields = problemFields(problems);
    const changed = !!stored && Object.entries(fields).some(([key, text]) => (typeof stored[key] === 'string' ? stored[key] : '') !== text);
    if (stored && changed) {
      const content: Record<string, unknown> = { ...stored, ...fields };
      delete content._editable;
      // force_update: the editor who just published still has the story open, which locks it
      await management.write(() => management.api.stories.update(storyId, { path, body: { story: { content } }, query: { force_update: true } }));
    }
    return { storyId, problems, written: changed };
  };
}
