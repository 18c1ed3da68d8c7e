/**
 * `npm run cms:push -- --space <id> [--dry-run] [--rate <n>]`: brings a Storyblok space to the
 * repository's model and demo content through the Management API, changing only what differs.
 */
import { parseArgs } from 'node:util';
import { hasTranslatableSlugs, TRANSLATABLE_SLUGS_INSTALL } from '../management/apps';
import { loadModel, MODEL_DIR } from '../model';
import { assetFiles, DEMO_CONTENT_DIR, loadContent } from '../space-files';
import { applyPlan } from '../push/apply';
import { missingLanguages } from '../push/languages';
import { planPush, storyMatcher, summarise } from '../push/plan';
import { readSpace, readSpaceInfo } from '../push/state';
import { connect, isMain, runCommand, type CliIo } from './common';

const USAGE = `Usage: npm run cms:push -- --space <space id> [--dry-run] [--rate <requests per second>]
  --space    the Storyblok space (or STORYBLOK_SPACE_ID)
  --dry-run  print the plan, change nothing
  --rate     Management API requests per second (default 3: the Starter plan's limit; Growth and above: 6)
Environment: STORYBLOK_PERSONAL_ACCESS_TOKEN (required), STORYBLOK_REGION (eu, us, ca, ap, cn; default eu)
or STORYBLOK_MANAGEMENT_URL (another Management API host, e.g. the local content service's /v1).`;

async function push(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { space: { type: 'string' }, 'dry-run': { type: 'boolean' }, rate: { type: 'string' }, help: { type: 'boolean' } },
    strict: true,
  });
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const started = Date.now();
  const { client, spaceId } = connect(values, io.env);
  const model = loadModel(io.modelDir ?? MODEL_DIR);
  const contentDir = io.contentDir ?? DEMO_CONTENT_DIR;
  const content = loadContent(contentDir);

  const space = await readSpaceInfo(client, spaceId);
  io.out(`Space ${space.id} "${space.name}" at ${client.baseUrl} (${values.rate ?? 3} requests/s)`);
  // what the space must offer before anything is written (a dry run says the same)
  const translatedSlugs = content.stories.some((story) => Object.keys(story.translated_slugs).length > 0);
  const lacking = [
    missingLanguages(space, content.space),
    translatedSlugs && !(await hasTranslatableSlugs(client, spaceId))
      ? `The space cannot keep the pages' translated slugs (their addresses outside ${content.space.default_language}).\n${TRANSLATABLE_SLUGS_INSTALL}`
      : null,
  ].filter((problem) => problem !== null);
  if (lacking.length) {
    for (const problem of lacking) io.out(problem);
    return 1;
  }
  io.out(`Languages: ${content.space.default_language} (default), ${content.space.language_codes.join(', ')}: configured`);
  if (translatedSlugs) io.out('Translatable Slugs app: installed');

  const state = await readSpace(client, spaceId, storyMatcher(content));
  io.out(
    `The space has ${state.groups.length} component groups, ${state.components.length} components, ${state.datasources.length} datasources, ` +
      `${state.assets.length} assets, ${state.stories.length} stories and folders.`,
  );
  const plan = planPush({ model, content, assetFiles: assetFiles(contentDir) }, state);
  if (plan.actions.length === 0) {
    io.out(`Nothing to change: the space matches the repository (${client.stats.requests} requests, none of them writes).`);
    return 0;
  }

  if (values['dry-run']) {
    io.out(`Plan (${plan.actions.length} changes):`);
    for (const action of plan.actions) io.out(`  ${action.line}`);
    io.out(`Dry run: ${summarise(plan.actions)}; nothing written.`);
    return 0;
  }

  io.out(`Plan: ${summarise(plan.actions)}.`);
  const width = String(plan.actions.length).length;
  let done = 0;
  try {
    await applyPlan(plan, {
      client,
      spaceId,
      contentDir,
      onAction: (action, index, total) => {
        done = index;
        io.out(`  [${String(index + 1).padStart(width)}/${total}] ${action.line}`);
      },
      onWarning: (message) => io.out(`  warning: ${message}`),
    });
  } catch (error) {
    io.out(`Stopped after ${done} of ${plan.actions.length} changes; a new run picks up from there.`);
    throw error;
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const { requests, rateLimited, transientFailures } = client.stats;
  io.out(
    `Done in ${seconds} s: ${summarise(plan.actions)} (${requests} requests; ${rateLimited} answered 429 and were retried` +
      `${transientFailures ? `, ${transientFailures} failed and were retried` : ''}).`,
  );
  return 0;
}

/** The command with its error handling: exit code 1 with Storyblok's message, 2 on a usage error. */
export const runPush = (argv: string[], io: CliIo) => runCommand(push, argv, io, USAGE);

if (isMain(import.meta.url)) process.exitCode = await runPush(process.argv.slice(2), { env: process.env, out: (line) => console.log(line) });
