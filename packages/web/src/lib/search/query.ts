import type { Locale } from '@/i18n/routing';

/** The highlight tags the site asks the search service for (they cannot occur in escaped text). */
export const HIGHLIGHT = { pre: '\u0001', post: '\u0002' } as const;

/** The query the site sends for a term: the visitor's language only, names highlighted, passages as snippets. */
export function siteQuery(term: string, locale: Locale, hitsPerPage: number) {
  return {
    query: term,
    filters: `lang:${locale}`,
    hitsPerPage,
    // the long `content` is searched but never sent back
    attributesToRetrieve: ['name', 'title', 'type', 'docType', 'text', 'full_slug', 'lang'],
    attributesToHighlight: ['name', 'title'],
    attributesToSnippet: ['text:24', 'content:24'],
    highlightPreTag: HIGHLIGHT.pre,
    highlightPostTag: HIGHLIGHT.post,
  };
}
