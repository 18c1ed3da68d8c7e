/**
 * `npm run redirects:import [-- --file data/legacy-redirects.csv] [--dry-run]`: checks the legacy
 * redirect list against the published content and loads it into the redirects table. The file is
 * the whole truth: rows added or changed are written, rows no longer in it are removed, and a second
 * run changes nothing. Any problem stops the run before anything is written. It also records every
 * page's paths for the CMS webhook, which creates a redirect when a page moves (a new stage knows
 * where its pages were before their first move). On a stage whose editors keep redirects in
 * Storyblok, their next publication brings the table back in line with their redirects.
 */
import { readFileSync } from 'node:fs';
import { parseRedirectCsv } from '@pv/cms/legacy-redirects';
import { documentHref } from '@pv/shared/documents';
import { APP_PAGES, storyAddresses } from '@pv/shared/story-paths';
import { documentClient } from '../aws';
import { dynamoStoryPathStore } from '../cms/stores';
import { contentConfig, documentHostsConfig, redirectHostsConfig, storageConfig } from '../config';
import { contentClient } from '../content';
import { normaliseSource } from '../redirects/paths';
import { diffRedirects, describeProblem, planRedirects } from '../redirects/plan';
import { publishedPages, redirectStories } from '../redirects/space';
import { dynamoRedirectStore } from '../redirects/store';
import { runCommand } from './run';

await runCommand(async () => {
  const fileFlag = process.argv.indexOf('--file');
  const file = fileFlag > 0 ? process.argv[fileFlag + 1]! : 'data/legacy-redirects.csv';
  const dryRun = process.argv.includes('--dry-run');

  const content = contentClient(contentConfig());
  const pages = await publishedPages(content);
  const pagePaths = (page: (typeof pages)[number]) => Object.values(storyAddresses(page));
  const livePaths = new Set([...APP_PAGES, ...pages.flatMap(pagePaths)].map((path) => normaliseSource(path)));
  // addresses on the old download host move to the document server (the site's document rule)
  const documents = documentHostsConfig();
  const rows = parseRedirectCsv(readFileSync(file, 'utf8')).map((row) => ({ ...row, target: /^https?:\/\//i.test(row.target) ? documentHref(row.target, documents) : row.target }));
  const plan = await planRedirects(rows, {
    allowedHosts: redirectHostsConfig(),
    pageExists: (path) => livePaths.has(normaliseSource(path)),
    addressExists: async (url) => (await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(10_000) }).catch(() => null))?.ok === true,
  });
  if (plan.problems.length) {
    console.error(`${file}: ${plan.problems.length} problems, nothing written:\n  ${plan.problems.map(describeProblem).join('\n  ')}`);
    return 1;
  }

  // the table belongs to its owner: the stack on AWS, the functions host locally (started first by npm start)
  const config = storageConfig();
  const store = dynamoRedirectStore(documentClient(config), config.tables.redirects);
  const diff = diffRedirects(await store.all(), plan.entries);
  if (!dryRun) {
    await store.put([...diff.added, ...diff.changed]);
    await store.delete(diff.removed.map((entry) => entry.source));
  }
  // the CMS webhook tells a moved page by the paths it knew before: every page's paths as published now
  const paths = dynamoStoryPathStore(documentClient(config), config.tables.storyPaths);
  // and the editors' redirects, which have no page: their deletion then refreshes no page either
  const redirects = await redirectStories(content, 'published');
  if (!dryRun) {
    for (const page of pages) await paths.put(page.id, pagePaths(page));
    for (const story of redirects) await paths.put(story.id, []);
  }
  console.log(
    `${dryRun ? 'would load' : 'loaded'} ${plan.entries.length} redirects from ${file} into ${config.tables.redirects}: ` +
      `${diff.added.length} added, ${diff.changed.length} changed, ${diff.removed.length} removed, ${diff.unchanged} unchanged; ` +
      `${plan.chainsShortened} chains shortened to one hop; the paths of ${pages.length} pages and ${redirects.length} redirect stories ${dryRun ? 'would be recorded' : 'recorded'}`,
  );
  return 0;
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
