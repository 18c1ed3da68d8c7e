import { Suspense } from 'react';
import { createSiteSearch } from '@/features/search/browser';
import { searchProps, type SearchProps } from '@/features/search/props';
import { RESULTS_PAGE_SEARCH } from '@/features/search/query';
import { addressQuery, type AddressQuery } from '@/features/search/request-query';
import { SearchResults } from '@/features/search/SearchResults';
import type { ServedSearch } from '@/features/search/useSearch';
import { editableAttributes } from '@/content/editable';
import { siteData } from '@/content/request-content';
import type { BlockProps } from '../../blocks/types';

/** The results for the address's term as the browser would ask for them; none when the service does not answer (the browser asks again). */
async function serveSearch({ config, locale, labels }: SearchProps, query: AddressQuery): Promise<ServedSearch | null> {
  const search = createSiteSearch(config, locale, labels);
  return search(query.term, { ...RESULTS_PAGE_SEARCH, type: query.type }).then(
    (answer) => ({ query, answer }),
    () => null,
  );
}

/**
 * `search-results` block: the full results page. Rendered for the address's term (`?q=`, the query route), the
 * hits come with the page; the published route's static render has no term and the browser asks for them.
 */
export async function SearchResultsBlock({ blok, locale }: BlockProps) {
  // the editor's marker goes to the client component's root; published pages pass nothing
  const attributes = editableAttributes(blok);
  const props = searchProps(locale, await siteData(locale));
  const query = addressQuery();
  const served = query ? await serveSearch(props, query) : null;
  const results = <SearchResults {...props} served={served} {...(Object.keys(attributes).length ? { attributes } : {})} />;
  // the static render reads no term (the address's query suspends it until the browser's); the query
  // route's results are part of the page's HTML, not streamed in behind a boundary a script reveals
  return query ? results : <Suspense fallback={null}>{results}</Suspense>;
}
