/**
 * The problems the content checks find in a story (packages/cms/src/content-checks), as every reader of them
 * shows them: the visual editor's preview, the CMS webhook's write into the story, the health report. App-level
 * types only; each problem names the field to fix as the editor reads it and the languages it is found in.
 */
import { formatMessage } from './i18n';
import type { Language } from './languages';

export const CONTENT_PROBLEM_RULES = [
  'required',
  'alt-text',
  'dead-link',
  'link-not-in-language',
  'malformed-link',
  'seo-title-length',
  'seo-description-length',
  'untranslated',
  'folder-start-page',
  'folder-slug',
  'redirect-offline',
] as const;
export type ContentProblemRule = (typeof CONTENT_PROBLEM_RULES)[number];

export interface ContentProblem {
  /** the story (or folder) it is found in */
  storyId: number;
  story: string;
  fullSlug: string;
  rule: ContentProblemRule;
  /** where to fix it: the blocks above the field and the field (`body 2 › feature-grid › items 1 › feature › title`); a folder's: its slug */
  field: string;
  /** the languages it is found in (those the page is published in, or for a folder those of its pages) */
  languages: Language[];
  /** what was found: a link's address, a length, the default language's text shown */
  detail: string;
}

/** One problem in a language's words: what is wrong, where, and what was found. */
export function describeContentProblem(language: Language, problem: ContentProblem): string {
  return formatMessage(language, `contentChecks.rule.${problem.rule}`, { field: problem.field, detail: problem.detail });
}

/** The languages a problem is found in, as a prefix (`[en, fr]`). */
export const problemLanguages = (problem: ContentProblem): string => `[${problem.languages.join(', ')}]`;

/** A story's problems as the text the webhook writes into its `content_problems` field, in one language (empty: none). */
export function contentProblemsText(language: Language, problems: readonly ContentProblem[]): string {
  return problems.map((problem) => `${problemLanguages(problem)} ${describeContentProblem(language, problem)}`).join('\n');
}

/** Problems by story, stories in the order their first problem came. */
export function problemsByStory(problems: readonly ContentProblem[]): { storyId: number; story: string; fullSlug: string; problems: ContentProblem[] }[] {
  const groups = new Map<number, { storyId: number; story: string; fullSlug: string; problems: ContentProblem[] }>();
  for (const problem of problems) {
    const group = groups.get(problem.storyId) ?? { storyId: problem.storyId, story: problem.story, fullSlug: problem.fullSlug, problems: [] };
    group.problems.push(problem);
    groups.set(problem.storyId, group);
  }
  return [...groups.values()];
}

/** The health report as text, in one language: a summary line, then each story with its problems and their languages. */
export function healthReportText(language: Language, problems: readonly ContentProblem[]): string {
  const groups = problemsByStory(problems);
  const lines = [`${formatMessage(language, 'contentChecks.report.title')}: ${problems.length ? formatMessage(language, 'contentChecks.report.summary', { count: problems.length, stories: groups.length }) : formatMessage(language, 'contentChecks.none')}`];
  for (const group of groups) {
    lines.push('', `${group.fullSlug} (${group.story}, #${group.storyId})`);
    for (const problem of group.problems) lines.push(`  ${problemLanguages(problem)} ${describeContentProblem(language, problem)}`);
  }
  return lines.join('\n');
}
