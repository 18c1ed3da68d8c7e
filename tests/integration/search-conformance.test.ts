/**
 * The search stand-in against what Algolia answers, for the requests the site and its indexer make,
 * through the real clients (`algoliasearch`, and `algoliasearch/lite` as the browser's site search):
 * the records' compounds split as `decompoundedAttributes` asks, a filter on an attribute not declared
 * for faceting answered with no hits, and refusals with Algolia's status and message.
 */
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchService } from '../../packages/local/src/search-service/server';
import { createSiteSearch } from '@/features/search/browser';
import { searchHosts } from '@/features/search/client';
import { SEARCH_INDEX_SETTINGS } from '@/features/search/settings';
import type { SearchConfig, SearchLabels } from '@/features/search/types';

const keys = { appId: 'CONFORMANCE', searchKey: 'conformance-search-key', adminKey: 'conformance-admin-key' };
const searchService = createSearchService(keys);
let host: string;

const client = (apiKey: string, appId = keys.appId) => algoliasearch(appId, apiKey, { hosts: searchHosts(host) });
const admin = () => client(keys.adminKey);
const visitor = () => client(keys.searchKey);
const labels: SearchLabels = { types: { page: 'Pages', product: 'Products', 'frequently-asked-question': 'FAQ', manual: 'Manuals', 'info-center-document': 'Documents', reference: 'References', news: 'News' }, docTypes: {} };
const config = (indexName: string): SearchConfig => ({ appId: keys.appId, apiKey: keys.searchKey, indexName, host });
/** what the site's search finds for a German visitor: the names of the hits, in alphabetical order */
const siteNames = async (indexName: string, term: string) =>
  (await createSiteSearch(config(indexName), 'de', labels)(term)).groups.flatMap((group) => group.items.map((item) => item.name)).sort();

/** German records as the indexer writes them: a compound in the name, the summary and the text; their parts as words of their own */
const records = [
  { objectID: '1-de', name: 'Warmwasserspeicher', type: 'page', typeRank: 3, text: 'Heizstabsteuerung', content: 'Legionellenschutz', full_slug: 'speicher', lang: 'de' },
  { objectID: '2-de', name: 'Warmes Wasser', type: 'page', typeRank: 3, text: 'Warm und Wasser im Speicher', content: 'Heizstab, Steuerung, Legionellen und Schutz', full_slug: 'wasser', lang: 'de' },
];

/** An index holding the records, with the site's settings changed as given. */
async function indexWith(indexName: string, settings: Record<string, unknown> = {}) {
  const { taskID } = await admin().setSettings({ indexName, indexSettings: { ...SEARCH_INDEX_SETTINGS, ...settings } });
  await admin().waitForTask({ indexName, taskID });
  await admin().saveObjects({ indexName, objects: records, waitForTasks: true });
  return indexName;
}

beforeAll(async () => {
  await searchService.listen(0);
  host = `http://127.0.0.1:${(searchService.server.address() as { port: number }).port}`;
});
afterAll(() => searchService.close());

describe('decompoundedAttributes (Algolia splits the records’ compounds only in the attributes listed for the language)', () => {
  it("with the site's settings a German compound is found by its part in a listed attribute: name, summary, text", async () => {
    const index = await indexWith('compounds-listed');
    expect(await siteNames(index, 'Speicher')).toEqual(['Warmes Wasser', 'Warmwasserspeicher']);
    expect(await siteNames(index, 'Steuerung')).toEqual(['Warmes Wasser', 'Warmwasserspeicher']);
    expect(await siteNames(index, 'Schutz')).toEqual(['Warmes Wasser', 'Warmwasserspeicher']);
  });

  it('an attribute not listed keeps its compounds whole, and without the setting nothing is split', async () => {
    const nameOnly = await indexWith('compounds-name-only', { decompoundedAttributes: { de: ['name'] } });
    expect(await siteNames(nameOnly, 'Speicher')).toEqual(['Warmes Wasser', 'Warmwasserspeicher']);
    expect(await siteNames(nameOnly, 'Steuerung')).toEqual(['Warmes Wasser']);
    const none = await indexWith('compounds-none', { decompoundedAttributes: null });
    expect(await siteNames(none, 'Speicher')).toEqual(['Warmes Wasser']);
  });

  it('is read back as set, so the publish webhook sees the index has the settings', async () => {
    const index = await indexWith('compounds-read-back');
    expect((await admin().getSettings({ indexName: index })).decompoundedAttributes).toEqual(SEARCH_INDEX_SETTINGS.decompoundedAttributes);
  });
});

describe('filters', () => {
  it('on an attribute not declared in attributesForFaceting: HTTP 200 with no hits and no error', async () => {
    const index = await indexWith('undeclared-facet', { attributesForFaceting: null });
    const answer = await visitor().searchSingleIndex({ indexName: index, searchParams: { query: '', filters: 'lang:de' } });
    expect(answer).toMatchObject({ hits: [], nbHits: 0, nbPages: 0, page: 0 });
    expect(await siteNames(index, 'Speicher')).toEqual([]);
  });

  it('on objectID without declaring it, and on facet values whatever their case (objectID keeps its case)', async () => {
    const index = await indexWith('facet-values');
    const ids = async (filters: string) => (await visitor().searchSingleIndex({ indexName: index, searchParams: { filters } })).hits.map((hit) => hit.objectID);
    expect(await ids('objectID:1-de')).toEqual(['1-de']);
    expect(await ids('objectID:1-DE')).toEqual([]);
    expect(await ids('lang:DE AND type:Page')).toHaveLength(2);
  });
});

describe('refusals as Algolia refuses', () => {
  it('a search on an index that does not exist: 404 "Index … does not exist", also in a multi-query (the browser’s)', async () => {
    await expect(visitor().searchSingleIndex({ indexName: 'missing', searchParams: { query: 'x' } })).rejects.toMatchObject({ status: 404, message: 'Index missing does not exist' });
    const lite = liteClient(keys.appId, keys.searchKey, { hosts: searchHosts(host) });
    await expect(lite.search({ requests: [{ indexName: 'missing', query: 'x' }] })).rejects.toMatchObject({ status: 404, message: 'Index missing does not exist' });
  });

  it('the settings of an index that does not exist: 404 (the publish webhook then applies them)', async () => {
    await expect(admin().getSettings({ indexName: 'missing' })).rejects.toMatchObject({ status: 404 });
  });

  it('a wrong API key or application id: 403 "Invalid Application-ID or API key", for searches and writes', async () => {
    const index = await indexWith('keys');
    const invalid = { status: 403, message: 'Invalid Application-ID or API key' };
    await expect(client('wrong-key').searchSingleIndex({ indexName: index, searchParams: { query: 'x' } })).rejects.toMatchObject(invalid);
    await expect(client(keys.searchKey, 'OTHERAPP').searchSingleIndex({ indexName: index, searchParams: { query: 'x' } })).rejects.toMatchObject(invalid);
    await expect(client('wrong-key').saveObjects({ indexName: index, objects: [{ objectID: 'x' }] })).rejects.toMatchObject(invalid);
  });

  it('what the indexer does, with the search-only key: 403 "Method not allowed with this API key"', async () => {
    const index = await indexWith('search-key');
    const notAllowed = { status: 403, message: 'Method not allowed with this API key' };
    await expect(visitor().setSettings({ indexName: index, indexSettings: SEARCH_INDEX_SETTINGS })).rejects.toMatchObject(notAllowed);
    await expect(visitor().getSettings({ indexName: index })).rejects.toMatchObject(notAllowed);
    await expect(visitor().saveObjects({ indexName: index, objects: records })).rejects.toMatchObject(notAllowed);
    await expect(visitor().deleteObjects({ indexName: index, objectIDs: ['1-de'] })).rejects.toMatchObject(notAllowed);
    await expect(visitor().replaceAllObjects({ indexName: index, objects: records })).rejects.toMatchObject(notAllowed);
    await expect(visitor().getTask({ indexName: index, taskID: 1 })).rejects.toMatchObject(notAllowed);
    expect((await visitor().searchSingleIndex({ indexName: index, searchParams: { query: '' } })).nbHits).toBe(2);
  });
});
