/**
 * The search backend end to end: the indexer reads the demo content from the local content
 * service and writes through the real `algoliasearch` client to the local search service, which
 * the site's browser search then queries.
 */
import { fileURLToPath } from 'node:url';
import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentService, type ContentService } from '../../packages/local/src/content-service/server';
import { createSearchService } from '../../packages/local/src/search-service/server';
import { createContentClient } from '@/content/client';
import { createSiteSearch } from '@/features/search/browser';
import { searchHosts } from '@/features/search/client';
import { searchDefinitions } from '@/registry/content-types';
import { indexAll, indexStory, toSearchRecord } from '@/features/search/indexer';
import { SEARCH_INDEX_SETTINGS } from '@/features/search/settings';
import { getAllStories } from '@/content';
import type { SearchConfig, SearchGroup, SearchLabels } from '@/features/search/types';

const dataDir = fileURLToPath(new URL('../../packages/local/content', import.meta.url));
const keys = { appId: 'TESTAPP', searchKey: 'test-search-key', adminKey: 'test-admin-key' };
const searchService = createSearchService(keys);
let contentService: ContentService;
let contentBase: string;
let config: SearchConfig;
let indexed: number;

const labels: SearchLabels = {
  types: { page: 'Pages', product: 'Products', 'frequently-asked-question': 'FAQ', manual: 'Manuals', 'info-center-document': 'Documents', reference: 'References', news: 'News' },
  docTypes: {},
};
const admin = () => algoliasearch(keys.appId, keys.adminKey, { hosts: searchHosts(config.host) });
const names = ({ groups }: { groups: SearchGroup[] }, type: string) => groups.find((g) => g.type === type)?.items.map((i) => i.name) ?? [];

beforeAll(async () => {
  contentService = createContentService({ dataDir, publicToken: 'local-public-token', previewToken: 'local-preview-token' });
  contentBase = await contentService.listen(0);
  await searchService.listen(0);
  const { port } = searchService.server.address() as { port: number };
  config = { appId: keys.appId, apiKey: keys.searchKey, indexName: 'test-site', host: `http://127.0.0.1:${port}` };
  const content = createContentClient({ endpoint: `${contentBase}/v2`, accessToken: 'local-public-token' });
  // document types as the site reads them, so that document hits keep their category
  const { data } = await content.get('cdn/datasource_entries', { datasource: 'doc-types', per_page: 100 });
  labels.docTypes = Object.fromEntries((data.datasource_entries as { name: string; value: string }[]).map((e) => [e.value, e.name]));
  ({ records: indexed } = await indexAll({ definitions: searchDefinitions, search: config, adminKey: keys.adminKey, content }));
}, 60_000);
afterAll(async () => {
  await searchService.close();
  await contentService.close();
});

describe('indexing the demo content', () => {
  it('writes one record per searchable story and language', async () => {
    expect(indexed).toBeGreaterThan(700);
    const { nbHits } = await admin().searchSingleIndex({ indexName: config.indexName, searchParams: { query: '', hitsPerPage: 0 } });
    expect(nbHits).toBe(indexed);
    const record = await admin().getObject({ indexName: config.indexName, objectID: '2001-en' });
    expect(record).toMatchObject({ objectID: '2001-en', type: 'product', lang: 'en', full_slug: expect.stringMatching(/^products\//) });
  });

  it('refuses a record above 10 KB with Algolia\'s error and writes nothing of that batch', async () => {
    const objects = [
      { objectID: 'small-de', name: 'fits', lang: 'de' },
      { objectID: 'big-de', name: 'too big', text: 'x'.repeat(10_500), lang: 'de' },
    ];
    const error = await admin()
      .saveObjects({ indexName: config.indexName, objects })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 400, message: expect.stringMatching(/objectID=big-de is too big size=\d+\/10000 bytes/) });
    await expect(admin().getObject({ indexName: config.indexName, objectID: 'small-de' })).rejects.toMatchObject({ status: 404 });
  });

  it('refreshes one story in every language and removes records of stories that are gone', async () => {
    await admin().saveObjects({ indexName: config.indexName, objects: [{ objectID: '999999-de', name: 'Gone', type: 'page', lang: 'de' }], waitForTasks: true });
    const gone = await indexStory(999999, { definitions: searchDefinitions, search: config, adminKey: keys.adminKey, content: createContentClient({ endpoint: `${contentBase}/v2`, accessToken: 'local-public-token' }) });
    expect(gone.saved).toEqual([]);
    expect(gone.deleted).toContain('999999-de');
    await expect(admin().getObject({ indexName: config.indexName, objectID: '999999-de' })).rejects.toMatchObject({ status: 404 });

    const product = await indexStory(2001, { definitions: searchDefinitions, search: config, adminKey: keys.adminKey, content: createContentClient({ endpoint: `${contentBase}/v2`, accessToken: 'local-public-token' }) });
    expect(product.saved).toEqual(['2001-de', '2001-en', '2001-fr', '2001-es', '2001-nl', '2001-it']);
  });

  it('does the indexing work in the task the writer waits for, not in the next query (as Algolia does)', async () => {
    // the re-index of the whole site (replaceAllObjects waits for its copy, batches and move)
    expect(searchService.indices.get(config.indexName)?.prepared).toBe(true);
    const objects = [{ objectID: 'task-de', name: 'Aufgabe', type: 'page', lang: 'de' }];
    await admin().saveObjects({ indexName: config.indexName, objects });
    expect(searchService.indices.get(config.indexName)?.prepared).toBe(false);
    await admin().saveObjects({ indexName: config.indexName, objects, waitForTasks: true });
    expect(searchService.indices.get(config.indexName)?.prepared).toBe(true);
    await admin().deleteObjects({ indexName: config.indexName, objectIDs: ['task-de'], waitForTasks: true });
  });

  it('lets the search-only key search but not write, and refuses unknown keys', async () => {
    const visitor = algoliasearch(keys.appId, keys.searchKey, { hosts: searchHosts(config.host) });
    await expect(visitor.saveObjects({ indexName: config.indexName, objects: [{ objectID: 'x-de' }] })).rejects.toMatchObject({ status: 403 });
    const stranger = algoliasearch(keys.appId, 'wrong-key', { hosts: searchHosts(config.host) });
    await expect(stranger.searchSingleIndex({ indexName: config.indexName, searchParams: { query: 'x' } })).rejects.toMatchObject({ status: 403 });
  });
});

describe('index settings in code', () => {
  const settingsOf = async (indexName: string) => admin().getSettings({ indexName });

  it('are applied by the indexer and read back through algoliasearch as the code has them, also after replaceAllObjects ran again', async () => {
    expect(await settingsOf(config.indexName)).toMatchObject(SEARCH_INDEX_SETTINGS);
    await indexAll({ definitions: searchDefinitions, search: config, adminKey: keys.adminKey, content: createContentClient({ endpoint: `${contentBase}/v2`, accessToken: 'local-public-token' }) });
    expect(await settingsOf(config.indexName)).toMatchObject(SEARCH_INDEX_SETTINGS);
  });

  it("an index filled without them finds nothing for the site's filtered search (as on Algolia), no error; indexed by the indexer it finds", async () => {
    const bare = { ...config, indexName: 'bare-site' };
    const content = createContentClient({ endpoint: `${contentBase}/v2`, accessToken: 'local-public-token' });
    const records = (await getAllStories('de', { version: 'published', client: content })).map((story) => toSearchRecord(story, 'de', searchDefinitions)).filter((r) => r !== null);
    await admin().saveObjects({ indexName: bare.indexName, objects: records as unknown as Record<string, unknown>[], waitForTasks: true });
    const search = createSiteSearch(bare, 'de', labels);
    expect(await search('AC-THOR')).toEqual({ groups: [], total: 0, typeCounts: {} });
    await indexAll({ definitions: searchDefinitions, search: bare, adminKey: keys.adminKey, content });
    expect(names(await search('AC-THOR'), 'product')[0]).toBe('AC-THOR');
  });

  it('a story published into an index without settings gets them first', async () => {
    const fresh = { ...config, indexName: 'fresh-site' };
    const content = createContentClient({ endpoint: `${contentBase}/v2`, accessToken: 'local-public-token' });
    const id = (await getAllStories('de', { version: 'published', client: content })).find((story) => story.component === 'product')!.id;
    await indexStory(id, { definitions: searchDefinitions, search: fresh, adminKey: keys.adminKey, content });
    expect(await settingsOf(fresh.indexName)).toMatchObject(SEARCH_INDEX_SETTINGS);
  });

  it('a setting Algolia does not know is refused with its message', async () => {
    await expect(admin().setSettings({ indexName: config.indexName, indexSettings: { searchableAttribute: ['name'] } as never })).rejects.toThrow(
      /Invalid object attributes: searchableAttribute/,
    );
  });
});

describe('searching as the site does (acceptance)', () => {
  const search = (locale: 'de' | 'en') => createSiteSearch(config, locale, labels);

  it('"AC-THOR" (de) finds the product, FAQ and documents in German only', async () => {
    const groups = await search('de')('AC-THOR');
    expect(names(groups, 'product')[0]).toBe('AC-THOR');
    expect(names(groups, 'frequently-asked-question').length).toBeGreaterThan(0);
    expect(names(groups, 'info-center-document')).toContain('Datenblatt AC-THOR');
    expect(groups.groups.flatMap((g) => g.items).every((item) => item.href.startsWith('/de/'))).toBe(true);
  });

  it('"Modbus" (de) finds the Modbus interface and its documents', async () => {
    const groups = await search('de')('Modbus');
    expect(names(groups, 'product')[0]).toBe('Modbus Interface');
    expect(names(groups, 'info-center-document')).toContain('AC-THOR Modbus-Registerbelegung');
  });

  it('"Warmwasser" (de) and "hot water" (en) find products and FAQ in their language only', async () => {
    const german = await search('de')('Warmwasser');
    expect(names(german, 'product')).toContain('AC-THOR');
    expect(names(german, 'frequently-asked-question')).toContain('Kann ich eine Mindesttemperatur für das Warmwasser festlegen?');
    const english = await search('en')('hot water');
    expect(names(english, 'frequently-asked-question')).toContain('Can I set a minimum hot-water temperature?');
    expect(english.groups.flatMap((g) => g.items).every((item) => item.href.startsWith('/en/'))).toBe(true);
  });

  it('a typo ("ac-tohr") still finds the AC-THOR', async () => {
    const groups = await search('en')('ac-tohr');
    expect(names(groups, 'product')).toContain('AC-THOR');
  });

  it('counts hits per content type from the facets, also when one type is asked for', async () => {
    const all = await search('de')('AC-THOR', { withTypeCounts: true });
    expect(all.typeCounts.product).toBeGreaterThanOrEqual(2);
    expect(all.total).toBe(Object.values(all.typeCounts).reduce((sum, n) => sum + n, 0));
    const products = await search('de')('AC-THOR', { type: 'product', withTypeCounts: true });
    expect(products.groups.map((g) => g.type)).toEqual(['product']);
    expect(products.total).toBe(all.typeCounts.product);
    expect(products.typeCounts).toEqual(all.typeCounts);
  });

  it('an empty term sends no request and finds nothing', async () => {
    const before = searchService.requestCount();
    expect(await search('en')('   ')).toEqual({ groups: [], total: 0, typeCounts: {} });
    expect(searchService.requestCount()).toBe(before);
    await search('en')('elwa');
    expect(searchService.requestCount()).toBe(before + 1);
  });
});
