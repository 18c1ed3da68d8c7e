/**
 * Algolia as the site needs it, read-only: the application answers, the key browsers get may only
 * search, the indexer's key may do what the indexer does, and the index holds the indexer's settings
 * (`packages/web/src/features/search/settings.ts`, applied by `npm run search:index`).
 */
import type { Acl, SearchClient } from 'algoliasearch';
import { describeError, fail, pass, pending, type Check, type CheckResult } from './check';

/** The calls the checks make; an `algoliasearch` client has them, tests give fakes. */
export type AlgoliaReads = Pick<SearchClient, 'getApiKey' | 'listApiKeys' | 'getSettings'>;

export interface AlgoliaExpectations {
  appId: string;
  searchKey: string;
  adminKey: string;
  indexName: string;
  /** the settings the indexer applies */
  settings: Record<string, unknown>;
  /** false before the stage's first deploy: the index is created after it (docs/deploy.md, step 5) */
  deployed: boolean;
}

/** What the indexer does: records saved and deleted, settings read and written, the index copied (replaceAllObjects). */
export const INDEXER_ACL: readonly Acl[] = ['addObject', 'deleteObject', 'settings', 'editSettings', 'browse'];
const KEYS = 'Algolia dashboard → Settings → API Keys';

const statusOf = (error: unknown) => (error as { status?: number }).status;

/** The names of the settings whose value in the index differs from the expected one. */
export const differingSettings = (current: Record<string, unknown>, expected: Record<string, unknown>): string[] =>
  Object.keys(expected).filter((name) => JSON.stringify(current[name]) !== JSON.stringify(expected[name]));

async function searchKeyResults(search: AlgoliaReads, expected: AlgoliaExpectations): Promise<CheckResult[]> {
  if (expected.searchKey === expected.adminKey) return [fail('Algolia search key is the admin key, and browsers get it', `SEARCH_API_KEY: a search-only key (${KEYS})`)];
  let acl: Acl[];
  try {
    ({ acl } = await search.getApiKey({ key: expected.searchKey }));
  } catch (error) {
    if (statusOf(error) === 403 || statusOf(error) === 404) return [fail(`Algolia application ${expected.appId} refuses the search key`, `SEARCH_API_KEY: a search-only key of application ${expected.appId} (${KEYS})`)];
    return [fail(`Algolia application ${expected.appId} does not answer: ${describeError(error)}`, `SEARCH_APP_ID, and SEARCH_HOST empty for Algolia's own hosts`)];
  }
  const results = [pass(`Algolia application ${expected.appId} answers`)];
  const extra = acl.filter((right) => right !== 'search');
  if (extra.length || !acl.includes('search')) results.push(fail(`Algolia search key may ${acl.join(', ') || 'nothing'}, and browsers get it`, `SEARCH_API_KEY: a key with the ACL "search" only (${KEYS})`));
  else results.push(pass('Algolia search key may only search'));
  return results;
}

async function adminKeyResult(admin: AlgoliaReads, adminKey: string): Promise<CheckResult> {
  const label = `Algolia admin key may ${INDEXER_ACL.join(', ')}`;
  try {
    const { acl } = await admin.getApiKey({ key: adminKey });
    const missing = INDEXER_ACL.filter((right) => !acl.includes(right));
    return missing.length ? fail(`${label}: lacks ${missing.join(', ')}`, `SEARCH_ADMIN_KEY: the Admin API key, or a key with these ACLs (${KEYS})`) : pass(label);
  } catch (error) {
    if (statusOf(error) !== 403 && statusOf(error) !== 404) throw error;
  }
  // the application's Admin API key is not one of its listed keys; listing them takes the Admin API key
  try {
    await admin.listApiKeys();
    return pass(`${label} (the Admin API key)`);
  } catch (error) {
    if (statusOf(error) !== 403) throw error;
    return fail('Algolia refuses the admin key', `SEARCH_ADMIN_KEY: the application's Admin API key (${KEYS})`);
  }
}

async function indexResult(admin: AlgoliaReads, expected: AlgoliaExpectations): Promise<CheckResult> {
  const current = await admin.getSettings({ indexName: expected.indexName }).catch((error: unknown) => {
    if (statusOf(error) === 404) return null;
    throw error;
  });
  if (!current) {
    const label = `Algolia index ${expected.indexName} does not exist`;
    return expected.deployed ? fail(label, 'npm run search:index with the stage\'s settings (docs/deploy.md, step 5)') : pending(`${label} yet: npm run search:index creates it after the first deploy`);
  }
  const differing = differingSettings(current as Record<string, unknown>, expected.settings);
  return differing.length
    ? fail(`Algolia index ${expected.indexName}: settings differ from the indexer's (${differing.join(', ')})`, 'npm run search:index applies them')
    : pass(`Algolia index ${expected.indexName} has the indexer's settings`);
}

export function algoliaChecks(clients: { search: AlgoliaReads; admin: AlgoliaReads }, expected: AlgoliaExpectations): Check[] {
  return [
    { label: 'Algolia search key', run: () => searchKeyResults(clients.search, expected) },
    { label: 'Algolia admin key', run: () => adminKeyResult(clients.admin, expected.adminKey) },
    { label: `Algolia index ${expected.indexName}`, run: () => indexResult(clients.admin, expected) },
  ];
}
