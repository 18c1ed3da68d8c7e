/**
 * Relevance as a test: the demo content indexed with the code's settings, then every query of the
 * relevance table (six languages: products by name, manuals, documents by type and product, FAQ by
 * a question's words, typos, compounds) must return its page first.
 */
import { fileURLToPath } from 'node:url';
import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentService, type ContentService } from '../../packages/local/src/content-service/server';
import { createSearchService } from '../../packages/local/src/search-service/server';
import { locales } from '@/i18n/routing';
import { createContentClient } from '@/content/client';
import { searchHosts } from '@/features/search/client';
import { searchDefinitions } from '@/registry/content-types';
import { indexAll } from '@/features/search/indexer';
import { precision, relevanceTable, runRelevance } from '../support/search-relevance';

const dataDir = fileURLToPath(new URL('../../packages/local/content', import.meta.url));
const keys = { appId: 'TESTAPP', searchKey: 'test-search-key', adminKey: 'test-admin-key' };
const searchService = createSearchService(keys);
let contentService: ContentService;
let ranked: Awaited<ReturnType<typeof runRelevance>>;

beforeAll(async () => {
  contentService = createContentService({ dataDir, publicToken: 'local-public-token', previewToken: 'local-preview-token' });
  const contentBase = await contentService.listen(0);
  await searchService.listen(0);
  const { port } = searchService.server.address() as { port: number };
  const search = { appId: keys.appId, apiKey: keys.searchKey, indexName: 'relevance', host: `http://127.0.0.1:${port}` };
  await indexAll({ definitions: searchDefinitions, search, adminKey: keys.adminKey, content: createContentClient({ endpoint: `${contentBase}/v2`, accessToken: 'local-public-token' }) });
  ranked = await runRelevance(algoliasearch(keys.appId, keys.searchKey, { hosts: searchHosts(search.host) }), search.indexName);
}, 60_000);
afterAll(async () => {
  await searchService.close();
  await contentService.close();
});

describe('the relevance table', () => {
  it('has at least 60 queries in every one of the six languages together, each kind present', () => {
    const table = relevanceTable();
    expect(table.length).toBeGreaterThanOrEqual(60);
    for (const locale of locales) expect(table.filter((row) => row.lang === locale).length, locale).toBeGreaterThanOrEqual(10);
    expect(new Set(table.map((row) => row.kind))).toEqual(new Set(['product name', 'manual', 'document', 'faq', 'typo', 'compound', 'news', 'reference', 'page']));
  });

  it("in every language, a product's name returns that product's page first", () => {
    const products = ranked.filter((row) => row.kind === 'product name');
    expect(products.length).toBeGreaterThanOrEqual(66);
    expect(products.filter((row) => row.rank !== 1).map((row) => `${row.lang} "${row.query}": ${row.top.join(', ')}`)).toEqual([]);
  });

  it('every other query returns its page first', () => {
    expect(ranked.filter((row) => row.rank !== 1).map((row) => `${row.lang} "${row.query}" (${row.kind}) → ${row.top.join(', ') || 'nothing'}; wanted ${row.first}`)).toEqual([]);
    expect(precision(ranked)).toEqual({ at1: 1, at3: 1 });
  });
});
