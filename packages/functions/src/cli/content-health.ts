/**
 * `npm run content:health [-- --json] [--drafts] [--language de] [--rate 3]`: the content health report of the whole
 * space: every page checked in every language it is published in (required fields, alt text, internal and
 * external links, SEO lengths, untranslated fields) and every folder (a published start page, a slug of its own
 * in each language of its pages), and the old addresses that end in 404 because their automatic redirect was
 * taken offline with its page; listed by story and language. Reads the published content through the CDN
 * (`--drafts`: the drafts, with the preview token) and the folders and each story's translations through the Management API (`--rate` requests a second, 3 by
 * default: Storyblok's Starter plan). Exit code 1 when
 * a problem exists, 0 when none.
 */
import { readSpaceVersion } from '@pv/shared/storyblok';
import { checkWholeSpace } from '@pv/cms/content-checks/space';
import { ManagementClient } from '@pv/cms/management/client';
import { healthReportText, describeContentProblem } from '@pv/shared/content-problems';
import { LANGUAGES, type Language } from '@pv/shared/languages';
import { contentConfig, editorRedirectsConfig } from '../config';
import { contentClient } from '../content';
import { runCommand } from './run';

await runCommand(async () => {
  const json = process.argv.includes('--json');
  const drafts = process.argv.includes('--drafts');
  const languageFlag = process.argv.indexOf('--language');
  const requested = languageFlag > 0 ? process.argv[languageFlag + 1] : 'en';
  const language: Language = LANGUAGES.find((code) => code === requested) ?? 'en';

  // the Management API reads every story once (its translations): Storyblok allows 3 requests a second on Starter, 6 above
  const rateFlag = process.argv.indexOf('--rate');
  const rate = rateFlag > 0 ? Number(process.argv[rateFlag + 1]) : 3;
  const content = contentConfig();
  const editors = editorRedirectsConfig();
  const published = contentClient(content);
  const cv = await readSpaceVersion(published);
  const management = new ManagementClient({ token: editors.management.token, baseUrl: editors.management.baseUrl, spaceId: editors.management.spaceId, requestsPerSecond: rate });
  const draftReader = contentClient({ ...content, token: editors.previewToken });
  const report = await checkWholeSpace({
    published,
    stories: drafts ? draftReader : published,
    drafts: draftReader,
    version: drafts ? 'draft' : 'published',
    cv,
    management: { client: management, spaceId: editors.management.spaceId },
  });
  if (json) {
    const problems = report.problems.map((problem) => ({ ...problem, message: describeContentProblem(language, problem) }));
    console.log(JSON.stringify({ version: drafts ? 'draft' : 'published', stories: report.stories, folders: report.folders, problems }, null, 2));
  } else {
    console.log(healthReportText(language, report.problems));
    console.log(`\n${report.stories} stories and ${report.folders} folders checked (${drafts ? 'drafts' : 'published content'})`);
  }
  return report.problems.length ? 1 : 0;
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
