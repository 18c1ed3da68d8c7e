import type { Locale } from '@/i18n/routing';
import type { SearchType } from './types';

/** How the results page searches, on the server for the address's term and in the browser after: the same answer. */
export const RESULTS_PAGE_SEARCH = { hitsPerPage: 200, withTypeCounts: true, groupOrder: 'best-hit' } as const;

/** The highlight tags the index gives matched words in (they cannot occur in escaped text). */
export const HIGHLIGHT = { pre: '\u0001', post: '\u0002' } as const;

/** A filter value in Algolia's syntax: quoted, quotes and backslashes escaped. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The query the site sends for a term: the visitor's language only (its plurals, stop words and
 * compounds), optionally one content type. Retrieved, highlighted and snipped attributes are the index's settings.
 */
export function siteQuery(term: string, locale: Locale, hitsPerPage: number, type?: SearchType) {
  return {
    query: term,
    filters: type ? `lang:${locale} AND type:${quoted(type)}` : `lang:${locale}`,
    queryLanguages: [locale],
    hitsPerPage,
  };
}

/** The same term's hit count per content type (the results page's type filter), no hits. */
export function typeFacetQuery(term: string, locale: Locale) {
  return { ...siteQuery(term, locale, 0), facets: ['type'] };
}
