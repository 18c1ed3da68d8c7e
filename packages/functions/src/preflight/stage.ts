/**
 * A stage's settings as `npx sst deploy --stage <stage>` gets them: the shell's environment, then
 * `.env`, `.env.local`, `.env.<stage>` and `.env.<stage>.local`, each file winning over what came before
 * (SST loads them with dotenv's `override`, node_modules/sst/project.js). Secrets are not read from SSM:
 * they come from the environment like any other setting. Then what the stacks derive or create
 * themselves: SITE_URL from SITE_DOMAIN, and — once the stage is deployed — its tables, bucket and
 * lookup URL from the deploy's outputs (`.sst/outputs.json`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import type { Env } from '@pv/shared/settings';
import { TABLE_VARIABLES } from '../settings';

export const envFiles = (stage: string): string[] => ['.env', '.env.local', `.env.${stage}`, `.env.${stage}.local`];

/** The stack outputs (stacks/*.ts `addOutputs`) that name what the functions' settings name. */
const OUTPUT_SETTINGS: Record<string, string> = {
  FormSubmissionsTable: TABLE_VARIABLES.submissions,
  NewsletterSubscribersTable: TABLE_VARIABLES.subscribers,
  FormGuardsTable: TABLE_VARIABLES.guards,
  LegacyRedirectsTable: TABLE_VARIABLES.redirects,
  StoryPathsTable: TABLE_VARIABLES.storyPaths,
  ManualPdfBucket: 'PDF_BUCKET',
  FormUploadsBucket: 'UPLOADS_BUCKET',
  DistributionId: 'CLOUDFRONT_DISTRIBUTION_ID',
};

/**
 * The outputs of the stage's last deploy, as settings. SST writes one file for the last deploy, its
 * stacks named `<stage>-<app>-<Stack>`; none for another stage, or before the first deploy.
 */
export function deployOutputs(root: string, stage: string): Env | undefined {
  const file = join(root, '.sst/outputs.json');
  if (!existsSync(file)) return undefined;
  const stacks = Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>).filter(([name]) => name.startsWith(`${stage}-`));
  if (!stacks.length) return undefined;
  const env: Env = {};
  for (const [output, value] of stacks.flatMap(([, outputs]) => Object.entries(outputs))) {
    if (OUTPUT_SETTINGS[output]) env[OUTPUT_SETTINGS[output]] = value;
    // the Web stack names the lookup the site asks (stacks/Redirects.ts)
    if (output === 'RedirectLookupUrl') env.REDIRECTS_URL = `${value}redirects/lookup`;
  }
  return env;
}

export interface Stage {
  env: Env;
  /** whether the resources the deploy creates can be checked: the stage's outputs are there (or the local stack's own) */
  deployed: boolean;
}

/** `stage` undefined: the environment as it is (the local stack with PV_LOCAL_STACK=1). */
export function stageEnvironment(shell: Env, root: string, stage: string | undefined): Stage {
  if (!stage) return { env: { ...shell }, deployed: true };
  const env: Env = { ...shell };
  for (const file of envFiles(stage).map((name) => join(root, name))) {
    if (existsSync(file)) Object.assign(env, parseEnv(readFileSync(file, 'utf8')));
  }
  // as stacks/settings.ts siteUrl(): the custom domain's origin when SITE_URL is not given
  if (!env.SITE_URL && env.SITE_DOMAIN) env.SITE_URL = `https://${env.SITE_DOMAIN}`;
  const outputs = deployOutputs(root, stage);
  return { env: { ...outputs, ...env }, deployed: outputs !== undefined };
}
