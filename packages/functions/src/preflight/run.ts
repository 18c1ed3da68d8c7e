/**
 * `npm run preflight`: a stage's settings against both config modules, then every service as the site
 * needs it — read-only calls only. The site's part (its settings, its search client and index settings)
 * comes from the caller, since it lives in packages/web.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { hasTranslatableSlugs } from '@pv/cms/management/apps';
import { ManagementClient } from '@pv/cms/management/client';
import { checkSettings, isLoopback, readSettings, type Env, type SettingsRule, type SettingsSchema } from '@pv/shared/settings';
import { localCredentials } from '../aws';
import { contentConfig, editorRedirectsConfig, storageConfig } from '../config';
import { s3Client } from '../pdf/cache';
import { FUNCTION_RULES, FUNCTION_SETTINGS, TABLE_VARIABLES, type FunctionSetting } from '../settings';
import { algoliaChecks, type AlgoliaReads } from './algolia';
import { runChecks } from './check';
import { awsResourceReads, resourceChecks } from './resources';
import { sesChecks, sesReads } from './ses';
import { settingsCheck } from './settings';
import type { Stage } from './stage';
import { cdnReads, storyblokChecks } from './storyblok';

/** What the preflight needs of the site (packages/web): its settings and its search. */
export interface SitePart {
  schema: SettingsSchema;
  rules: readonly SettingsRule[];
  /** the site's search settings from an environment (its config module) */
  search(env: Env): { appId: string; apiKey: string; adminKey: string; indexName: string };
  /** an Algolia client for a key, at the hosts the site uses */
  searchClient(env: Env, key: string): AlgoliaReads;
  /** the settings the indexer applies */
  indexSettings: Record<string, unknown>;
}

export interface PreflightOptions {
  stage: Stage;
  /** the stage's name, for the fixes; undefined: the environment as it is */
  stageName: string | undefined;
  site: SitePart;
  print(line: string): void;
  fetch?: typeof fetch;
}

function serviceChecks({ stage: { env, deployed }, site, fetch: fetchImpl = fetch }: PreflightOptions) {
  const read = <K extends FunctionSetting>(names: readonly K[]) => readSettings('functions', FUNCTION_SETTINGS, env, names);
  const storage = storageConfig(env);
  const content = contentConfig(env);
  const editor = editorRedirectsConfig(env);
  const { MAIL_FROM, STORYBLOK_REGION, STORYBLOK_WEBHOOK_SECRET, S3_ENDPOINT } = read(['MAIL_FROM', 'STORYBLOK_REGION', 'STORYBLOK_WEBHOOK_SECRET', 'S3_ENDPOINT']);
  const management = new ManagementClient({ token: editor.management.token, baseUrl: editor.management.baseUrl, timeoutMs: 10_000, maxTransientRetries: 1 });
  const search = site.search(env);
  const local = (endpoint: string | undefined) => (endpoint ? { endpoint, credentials: localCredentials } : {});
  // the names the stacks give their tables and bucket: from the deploy's outputs, or the local stack's
  const given = (names: FunctionSetting[]) => !checkSettings(FUNCTION_SETTINGS, env, names).problems.length;
  return [
    ...storyblokChecks(cdnReads(content.endpoint, () => hasTranslatableSlugs(management, editor.management.spaceId), fetchImpl), {
      spaceId: editor.management.spaceId,
      region: STORYBLOK_REGION,
      endpoint: content.endpoint,
      publicToken: content.token,
      previewToken: editor.previewToken,
      webhookSecret: STORYBLOK_WEBHOOK_SECRET,
    }),
    ...algoliaChecks(
      { search: site.searchClient(env, search.apiKey), admin: site.searchClient(env, search.adminKey) },
      { appId: search.appId, searchKey: search.apiKey, adminKey: search.adminKey, indexName: search.indexName, settings: site.indexSettings, deployed },
    ),
    ...sesChecks(sesReads(new SESv2Client({ region: storage.region, maxAttempts: 2, ...local(storage.sesEndpoint) })), {
      region: storage.region,
      mailFrom: MAIL_FROM,
      mailDomain: env.MAIL_DOMAIN || undefined,
      standIn: Boolean(storage.sesEndpoint && isLoopback(storage.sesEndpoint)),
      deployed,
    }),
    ...resourceChecks(
      awsResourceReads(new DynamoDBClient({ region: storage.region, ...local(storage.dynamoDbEndpoint) }), s3Client({ region: storage.region, s3Endpoint: S3_ENDPOINT || undefined })),
      { tables: given(Object.values(TABLE_VARIABLES)) ? storage.tables : undefined, bucket: given(['PDF_BUCKET']) ? read(['PDF_BUCKET']).PDF_BUCKET : undefined },
    ),
  ];
}

/** Prints a line per check; true when none failed. */
export async function runPreflight(options: PreflightOptions): Promise<boolean> {
  const { stage, stageName, site, print } = options;
  const modules = [
    { name: 'site', schema: site.schema, rules: site.rules },
    { name: 'functions', schema: FUNCTION_SETTINGS, rules: FUNCTION_RULES },
  ];
  if (!(await runChecks([settingsCheck(modules, stage.env, stageName)], print))) {
    print('– services not checked: the settings above first');
    return false;
  }
  return runChecks(serviceChecks(options), print);
}
