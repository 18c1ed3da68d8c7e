import { draftStoryProblems } from '@/content/content-checks';
import type { Story } from '@/content/types';
import { translator } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { describeContentProblem, problemLanguages } from '@pv/shared/content-problems';

/**
 * The content checks of the story being edited, above its preview: every problem in the languages it is
 * published in, in the editor's language, each with the field to fix (as the redirects' Problem field names
 * a refusal). The same rules the webhook writes into the story's "Content check" field after publishing.
 */
export async function ContentChecksNotice({ story, locale }: { story: Story; locale: Locale }) {
  const t = translator(locale);
  const problems = await draftStoryProblems(story, locale).catch(() => null);
  if (!problems) return null;
  return (
    <aside className="content-checks container" data-content-checks={problems.length}>
      {problems.length ? (
        <div className="notice notice--warning">
          <p>{t('contentChecks.heading', { count: problems.length })}</p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.rule} ${problem.field} ${problem.detail}`} data-rule={problem.rule} data-field={problem.field} data-languages={problem.languages.join(' ')}>
                <code>{problemLanguages(problem)}</code> {describeContentProblem(locale, problem)}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="notice">{t('contentChecks.none')}</p>
      )}
    </aside>
  );
}
