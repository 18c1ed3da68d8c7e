import { algoliasearch } from 'algoliasearch';
import { searchHosts } from '../../packages/web/src/features/search/client';
import { precision, runRelevance } from '../../tests/support/search-relevance';
import { SEARCH_HEADERS, SEARCH_HOST, SEARCH_INDEX, type Measure } from '../support.mjs';

/** The relevance table through `algoliasearch` against the running search service: where each query's page came. */
export const searchRelevance: Measure = {
  name: 'searchRelevance',
  needs: ['local stack'],
  async run() {
    const client = algoliasearch(SEARCH_HEADERS['x-algolia-application-id'], SEARCH_HEADERS['x-algolia-api-key'], { hosts: searchHosts(SEARCH_HOST) });
    const ranked = await runRelevance(client, SEARCH_INDEX);
    const { at1, at3 } = precision(ranked);
    const missed = ranked.filter((row) => row.rank !== 1).map((row) => `${row.lang} "${row.query}"`);
    return [
      {
        measure: `search relevance, ${ranked.length} queries in six languages with the page each must return first (tests/fixtures/search-relevance.json)`,
        value: `precision at 1: ${(at1 * 100).toFixed(1)} %, at 3: ${(at3 * 100).toFixed(1)} %`,
        reference: missed.length ? `not first: ${missed.join(', ')}` : 'every page first',
      },
    ];
  },
};
