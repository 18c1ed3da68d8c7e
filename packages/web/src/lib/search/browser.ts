/** The site search as the browser runs it (palette and results page); loaded only when search is used. */
import { liteClient } from 'algoliasearch/lite';
import type { Locale } from '@/i18n/routing';
import { searchHosts, SEARCH_TIMEOUTS } from './client';
import { groupResults, toResultItem } from './mapping';
import { siteQuery } from './query';
import type { SearchConfig, SearchGroup, SearchHit, SearchLabels } from './types';

export interface SiteSearch {
  (term: string, options?: { hitsPerPage?: number }): Promise<SearchGroup[]>;
}

/** Searches the visitor's language only; an empty term sends no request and finds nothing. */
export function createSiteSearch(config: SearchConfig, locale: Locale, labels: SearchLabels): SiteSearch {
  const client = liteClient(config.appId, config.apiKey, { hosts: searchHosts(config.host), timeouts: SEARCH_TIMEOUTS });
  return async (term, { hitsPerPage = 30 } = {}) => {
    if (!term.trim()) return [];
    const { results } = await client.search<SearchHit>({ requests: [{ indexName: config.indexName, ...siteQuery(term, locale, hitsPerPage) }] });
    const first = results[0];
    const hits: SearchHit[] = first && 'hits' in first ? (first.hits as SearchHit[]) : [];
    const items = hits.map((hit) => toResultItem(hit, labels, locale)).filter((item) => item !== null);
    return groupResults(items, labels);
  };
}
