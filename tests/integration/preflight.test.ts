/**
 * `npm run preflight` against the real local stand-ins on free ports (content service with its
 * Management API, search service, dynalite, s3rver, aws-ses-v2-local): every check passes on the local
 * stack; a space without the Translatable Slugs app, an index without the indexer's settings and an SES
 * account in the sandbox are named with their fix; and the command, given an empty environment, exits 1
 * naming each missing setting.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sesLocal from 'aws-ses-v2-local';
import dynalite from 'dynalite';
import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '@pv/functions/aws';
import { storageConfig } from '@pv/functions/config';
import { FUNCTION_SETTINGS } from '@pv/functions/settings';
import { runPreflight } from '@pv/functions/preflight/run';
import { stageEnvironment } from '@pv/functions/preflight/stage';
import { ensureTables } from '@pv/functions/tables';
import { settingNames, type Env } from '@pv/shared/settings';
import { searchHosts } from '@/features/search/client';
import { SEARCH_INDEX_SETTINGS } from '@/features/search/settings';
import { SITE_SETTINGS } from '@/config';
import { SITE_PART } from '../../packages/web/scripts/preflight';
import { createSearchService } from '../../packages/local/src/search-service/server';
import { listenLocal } from '../../packages/local/src/listen';
import { startLocalS3, type LocalS3 } from '../../packages/local/src/s3';
import { useContentService } from '../support/content-service';

const sesServer = (sesLocal as unknown as { default: typeof sesLocal }).default ?? sesLocal;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const MANAGEMENT_TOKEN = 'local-personal-access-token';

const content = useContentService({ managementToken: MANAGEMENT_TOKEN });
const starterSpace = useContentService({ managementToken: MANAGEMENT_TOKEN, translatableSlugs: false });
const search = createSearchService({ appId: 'LOCALAPP', searchKey: 'local-search-key', adminKey: 'local-admin-key' });
const dynamo = dynalite({ createTableMs: 0 });
let ses: Server;
let s3: LocalS3;
let env: Env;

const portOf = (server: Server) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  await Promise.all([listenLocal(search.server, 0), listenLocal(dynamo, 0)]);
  ses = await sesServer({ host: '127.0.0.1', port: 0 });
  s3 = await startLocalS3(0, ['pv-manual-pdfs']);
  // the local stack's settings, its stand-ins on this test's ports
  env = {
    PV_LOCAL_STACK: '1',
    STORYBLOK_ENDPOINT: `${content.base}/v2`,
    STORYBLOK_MANAGEMENT_URL: `${content.base}/v1`,
    SEARCH_HOST: `http://127.0.0.1:${portOf(search.server)}`,
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${portOf(dynamo)}`,
    SES_ENDPOINT: `http://127.0.0.1:${portOf(ses)}`,
    S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
  };
  const config = storageConfig(env);
  await ensureTables(documentClient(config), config.tables);
  // what `npm start` does: the indexer's settings on the index
  const admin = algoliasearch('LOCALAPP', 'local-admin-key', { hosts: searchHosts(env.SEARCH_HOST!) });
  await admin.waitForTask({ indexName: 'site', taskID: (await admin.setSettings({ indexName: 'site', indexSettings: SEARCH_INDEX_SETTINGS })).taskID });
});

afterAll(async () => {
  await Promise.all([search.close(), new Promise((resolve) => dynamo.close(resolve)), new Promise((resolve) => ses.close(resolve)), s3?.close()]);
});

async function preflight(overrides: Env = {}): Promise<{ ok: boolean; lines: string[] }> {
  const lines: string[] = [];
  const ok = await runPreflight({ stage: { env: { ...env, ...overrides }, deployed: true }, stageName: undefined, site: SITE_PART, print: (line) => lines.push(line) });
  return { ok, lines };
}

describe('npm run preflight', () => {
  it("passes against the local stack: every check ✓, SES's account and identity not applicable to its stand-in", async () => {
    const { ok, lines } = await preflight();
    expect(lines.filter((line) => !line.startsWith('✓')), lines.join('\n')).toEqual([]);
    expect(ok).toBe(true);
    for (const expected of [
      /^✓ site settings: \d+ present and well-formed$/,
      /^✓ functions settings: \d+ present and well-formed$/,
      /^✓ Storyblok public token: space 1000 answers at http:\/\/127\.0\.0\.1:\d+\/v2 \(region eu\)$/,
      /^✓ Storyblok languages: de \(default\), en, fr, es, nl, it$/,
      /^✓ Storyblok Translatable Slugs app installed/,
      /^✓ Storyblok webhook secret set/,
      /^✓ Algolia application LOCALAPP answers$/,
      /^✓ Algolia search key may only search$/,
      /^✓ Algolia admin key may addObject, deleteObject, settings, editSettings, browse \(the Admin API key\)$/,
      /^✓ Algolia index site has the indexer's settings$/,
      /^✓ SES identity sonnwaerme\.example \(eu-central-1\) verified, DKIM \(local stand-in: not applicable\)$/,
      /^✓ SES account \(eu-central-1\): production access, sending quota \(local stand-in: not applicable\)$/,
      /^✓ DynamoDB table pv-form-submissions: ACTIVE, id \(S\) HASH; index pending: pending \(S\) HASH, createdAt \(S\) RANGE$/,
      /^✓ S3 bucket pv-manual-pdfs exists$/,
    ]) {
      expect(lines.some((line) => expected.test(line)), `${expected}\n${lines.join('\n')}`).toBe(true);
    }
  });

  it('names a space without the Translatable Slugs app, with what to install', async () => {
    const { ok, lines } = await preflight({ STORYBLOK_ENDPOINT: `${starterSpace.base}/v2`, STORYBLOK_MANAGEMENT_URL: `${starterSpace.base}/v1` });
    expect(ok).toBe(false);
    expect(lines).toContainEqual(expect.stringMatching(/^✗ Storyblok Translatable Slugs app not installed: every page outside German would lose its address → fix: Install the Translatable Slugs app/));
  });

  it('names wrong tokens, a search key that may write, an index lacking the settings and a missing table', async () => {
    const { ok, lines } = await preflight({ STORYBLOK_PREVIEW_TOKEN: 'not-a-token', SEARCH_API_KEY: 'local-admin-key', SEARCH_INDEX: 'other', SUBSCRIBERS_TABLE: 'missing-table' });
    expect(ok).toBe(false);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^✗ Storyblok preview token refused at .* → fix: the space's preview access token/),
        expect.stringMatching(/^✗ Algolia search key is the admin key, and browsers get it → fix: SEARCH_API_KEY: a search-only key/),
        '✗ Algolia index other does not exist → fix: npm run search:index with the stage\'s settings (docs/deploy.md, step 5)',
        expect.stringMatching(/^✗ DynamoDB table missing-table does not exist → fix: npx sst deploy creates it/),
      ]),
    );
  });

  it("reads SES's account where the stand-in has one: a sandbox account is a ✗ with how to request production access", async () => {
    const sandbox = { ProductionAccessEnabled: false, SendingEnabled: true, SendQuota: { Max24HourSend: 200, MaxSendRate: 1, SentLast24Hours: 3 } };
    // aws-ses-v2-local answers GetAccount with the account in AWS_SES_ACCOUNT (its schema: AWS's GetAccount answer)
    process.env.AWS_SES_ACCOUNT = JSON.stringify({
      DedicatedIpAutoWarmupEnabled: false,
      Details: { AdditionalContactEmailAddresses: [], ContactLanguage: 'EN', MailType: 'TRANSACTIONAL', ReviewDetails: { CaseId: '', Status: 'PENDING' }, UseCaseDescription: '', WebsiteURL: '' },
      EnforcementStatus: 'HEALTHY',
      SuppressionAttributes: { SuppressedReasons: [] },
      ...sandbox,
    });
    try {
      const { lines } = await preflight();
      expect(lines).toContainEqual(
        '✗ SES account (eu-central-1) in the sandbox: mail goes only to verified addresses, 200 a day → fix: request production access: SES console → Account dashboard → Request production access (docs.aws.amazon.com/ses/latest/dg/request-production-access.html)',
      );
      expect(lines).toContainEqual('✓ SES account (eu-central-1): sending quota 200 a day (3 sent in 24 h), 1 a second');
    } finally {
      delete process.env.AWS_SES_ACCOUNT;
    }
  });

  it('given an empty environment the command exits 1 and names each missing setting, services unchecked', () => {
    // the command as `npm run preflight` runs it, with PATH alone and a root without .env files
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const args = [tsx, '--tsconfig', 'packages/web/tsconfig.json', 'packages/web/scripts/preflight.ts', '--stage', 'preflight-test', '--root', mkdtempSync(join(tmpdir(), 'preflight-'))];
    // (Next's types declare NODE_ENV required in ProcessEnv)
    const run = spawnSync(process.execPath, args, { cwd: repoRoot, env: { PATH: process.env.PATH } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(1);
    const named = [...run.stdout.matchAll(/^✗ (?:site|functions) setting (\w+): not set/gm)].map((match) => match[1]).sort();
    // every setting without a value of its own, secrets included; none the stacks set themselves
    const required = (schema: typeof SITE_SETTINGS | typeof FUNCTION_SETTINGS) => settingNames(schema, (meta) => !meta.deploy && meta.fallback === undefined);
    expect(named).toEqual([...new Set([...required(SITE_SETTINGS), ...required(FUNCTION_SETTINGS)])].sort());
    expect(named).toContain('STORYBLOK_SPACE_ID');
    expect(run.stdout).toMatch(/^✗ site setting SEARCH_APP_ID: not set; expected the Algolia application id, e\.g\. ABCDEF1234 → fix: set SEARCH_APP_ID in \.env\.preflight-test$/m);
    expect(run.stdout).toMatch(/^– services not checked: the settings above first$/m);
  });

  it('reads a stage as SST does: .env files in order, each winning over the shell and those before; SITE_URL from SITE_DOMAIN; the deploy outputs', () => {
    const root = mkdtempSync(join(tmpdir(), 'preflight-stage-'));
    writeFileSync(join(root, '.env'), 'SEARCH_INDEX=from-env\nSEARCH_APP_ID=FROMENV\n');
    writeFileSync(join(root, '.env.prod'), 'SEARCH_INDEX=from-stage\nSITE_DOMAIN=www.example.com\n');
    writeFileSync(join(root, '.env.prod.local'), 'SEARCH_INDEX="from-stage-local"\n');
    mkdirSync(join(root, '.sst'));
    writeFileSync(join(root, '.sst/outputs.json'), JSON.stringify({ 'prod-pv-heater-site-Pdf': { ManualPdfBucket: 'prod-manual-pdfs' }, 'prod-pv-heater-site-Redirects': { RedirectLookupUrl: 'https://abc.lambda-url.eu-central-1.on.aws/' } }));
    const stage = stageEnvironment({ SEARCH_INDEX: 'shell', SEARCH_APP_ID: 'SHELL', SEARCH_API_KEY: 'from-shell' }, root, 'prod');
    expect(stage.env).toMatchObject({
      SEARCH_INDEX: 'from-stage-local',
      SEARCH_APP_ID: 'FROMENV',
      SEARCH_API_KEY: 'from-shell',
      SITE_URL: 'https://www.example.com',
      PDF_BUCKET: 'prod-manual-pdfs',
      REDIRECTS_URL: 'https://abc.lambda-url.eu-central-1.on.aws/redirects/lookup',
    });
    expect(stage.deployed).toBe(true);
    // another stage's outputs are not this one's: not deployed yet
    expect(stageEnvironment({}, root, 'acc').deployed).toBe(false);
  });
});
