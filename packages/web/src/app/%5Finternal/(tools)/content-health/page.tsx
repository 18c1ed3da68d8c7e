import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { draftSpaceProblems } from '@/content/content-checks';
import { contentVersion } from '@/content/request-content';
import { translator } from '@/i18n/messages';
import { isLocale, type Locale } from '@/i18n/routing';
import { describeContentProblem, problemLanguages, problemsByStory } from '@pv/shared/content-problems';

export const metadata: Metadata = { title: 'Content health (internal)', robots: { index: false, follow: false } };

/**
 * The content health report for editors (`/_internal/content-health/?lang=de`): every page's problems as the
 * drafts stand, by story and language, in the editor's language. Draft mode only (open it from the visual
 * editor, whose preview token switches draft mode on; the editor stand-in:
 * `/_editor/?site=…&path=/_internal/content-health/&story=<any story>`), never indexed. `npm run content:health`
 * prints the same for the published content, with the folders' checks and the untranslated fields.
 */
export default async function ContentHealthPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if ((await contentVersion()) !== 'draft') notFound();
  const query = await searchParams;
  const requested = typeof query.lang === 'string' ? query.lang : typeof query._storyblok_lang === 'string' ? query._storyblok_lang : '';
  const locale: Locale = isLocale(requested) ? requested : 'de';
  const t = translator(locale);
  const { problems, stories } = await draftSpaceProblems();
  const groups = problemsByStory(problems);
  return (
    <div lang={locale} data-content-health={problems.length}>
      <h1>{t('contentChecks.report.title')}</h1>
      <p>{problems.length ? t('contentChecks.report.summary', { count: problems.length, stories: groups.length }) : t('contentChecks.none')} ({stories})</p>
      <p>{t('contentChecks.report.untranslated')}</p>
      {groups.map((group) => (
        <section key={group.storyId} data-story={group.storyId}>
          <h2>
            {group.story} <code>/{group.fullSlug}</code>
          </h2>
          <table>
            <thead>
              <tr>
                <th>{t('contentChecks.language')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {group.problems.map((problem) => (
                <tr key={`${problem.rule} ${problem.field} ${problem.detail}`} data-rule={problem.rule} data-field={problem.field}>
                  <td>
                    <code>{problemLanguages(problem)}</code>
                  </td>
                  <td>{describeContentProblem(locale, problem)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
