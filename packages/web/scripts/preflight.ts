/**
 * `npm run preflight -- --stage <stage>`: checks a stage before it is deployed — its settings as the
 * deploy gets them (the environment, then `.env`, `.env.local`, `.env.<stage>`, `.env.<stage>.local`;
 * secrets from the environment) against the site's and the functions' config, then Storyblok, Algolia,
 * SES, DynamoDB and S3 with read-only calls. One line per check; exits 1 on any ✗.
 * `--local` checks `npm start`'s stack; without either, the environment as it is. `--root <dir>`: where
 * the .env files and `.sst/outputs.json` are (default: the repository).
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { algoliasearch } from 'algoliasearch';
import { runPreflight, type SitePart } from '@pv/functions/preflight/run';
import { stageEnvironment } from '@pv/functions/preflight/stage';
import { LOCAL_STACK, type Env } from '@pv/shared/settings';
import { buildSiteConfig, SITE_RULES, SITE_SETTINGS } from '@/config';
import { searchHosts, SEARCH_TIMEOUTS } from '@/features/search/client';
import { SEARCH_INDEX_SETTINGS } from '@/features/search/settings';

/** the site's part of the preflight: its settings, and its own search settings and client (features/search) */
const search = (env: Env) => {
  const site = buildSiteConfig(env);
  return { ...site.search, adminKey: site.searchAdminKey };
};
export const SITE_PART: SitePart = {
  schema: SITE_SETTINGS,
  rules: SITE_RULES,
  search,
  searchClient: (env, key) => {
    const { appId, host } = search(env);
    return algoliasearch(appId, key, { hosts: searchHosts(host), timeouts: SEARCH_TIMEOUTS });
  },
  indexSettings: SEARCH_INDEX_SETTINGS,
};

const USAGE = 'Usage: npm run preflight -- --stage <stage> | --local  [--root <dir with .env files>]';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  if (at < 0) return undefined;
  const value = process.argv[at + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value. ${USAGE}`);
  return value;
}

async function main(): Promise<number> {
  const stageName = option('--stage');
  const root = option('--root') ?? fileURLToPath(new URL('../../..', import.meta.url));
  const local = process.argv.includes('--local');
  if (local && stageName) throw new Error(`--local or --stage, not both. ${USAGE}`);
  const stage = stageEnvironment(local ? { ...process.env, [LOCAL_STACK]: '1' } : process.env, root, stageName);
  console.log(`Preflight of ${stageName ? `stage ${stageName}` : local ? "npm start's local stack" : 'the environment'}:`);
  const ok = await runPreflight({
    stage,
    stageName,
    print: (line) => console.log(line),
    site: SITE_PART,
  });
  console.log(ok ? 'Preflight passed.' : 'Preflight failed: fix each ✗ above and run it again.');
  return ok ? 0 : 1;
}

// run as the command (the tests import SITE_PART)
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(2);
    },
  );
}
