/** The site search as the browser runs it (palette and results page); loaded only when search is used. */
import { liteClient } from 'algoliasearch/lite';
import type { Locale } from '@/i18n/routing';
import { searchHosts, SEARCH_TIMEOUTS } from './client';
import { groupResults, toResultItem, type GroupOrder } from './mapping';
import { siteQuery, typeFacetQuery } from './query';
import { isSearchType, type SearchConfig, type SearchGroup, type SearchHit, type SearchLabels, type SearchType } from './types';

export interface SearchAnswer {
  groups: SearchGroup[];
  /** all hits of the term (of the type asked for), not only those returned */
  total: number;
  /** hits per content type regardless of the type asked for (when `withTypeCounts`) */
  typeCounts: Partial<Record<SearchType, number>>;
}

export interface SiteSearch {
  (term: string, options?: { hitsPerPage?: number; type?: SearchType; withTypeCounts?: boolean; groupOrder?: GroupOrder }): Promise<SearchAnswer>;
}

const NOTHING: SearchAnswer = { groups: [], total: 0, typeCounts: {} };

/** Searches the visitor's language only; an empty term sends no request and finds nothing. */
export function createSiteSearch(config: SearchConfig, locale: Locale, labels: SearchLabels): SiteSearch {
  const client = liteClient(config.appId, config.apiKey, { hosts: searchHosts(config.host), timeouts: SEARCH_TIMEOUTS });
  return async (term, { hitsPerPage = 30, type, withTypeCounts = false, groupOrder } = {}) => {
    if (!term.trim()) return NOTHING;
    const requests = [{ indexName: config.indexName, ...siteQuery(term, locale, hitsPerPage, type) }];
    // the counts per type come from a query without the type filter (else they would count the one type only)
    if (withTypeCounts) requests.push({ indexName: config.indexName, ...typeFacetQuery(term, locale) });
    const { results } = await client.search<SearchHit>({ requests });
    const [found, facets] = results.map((result) => ('hits' in result ? result : null));
    const hits = (found?.hits ?? []) as SearchHit[];
    const items = hits.map((hit) => toResultItem(hit, labels, locale)).filter((item) => item !== null);
    const typeCounts = Object.fromEntries(Object.entries(facets?.facets?.type ?? {}).filter(([name]) => isSearchType(name)));
    return { groups: groupResults(items, labels, groupOrder), total: found?.nbHits ?? items.length, typeCounts };
  };
}
