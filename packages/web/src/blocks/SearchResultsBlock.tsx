import { Suspense } from 'react';
import { searchProps } from '@/components/search/props';
import { SearchResults } from '@/components/search/SearchResults';
import { siteData } from '@/lib/request-content';
import type { BlockProps } from './types';

/** `search-results` block: the full results page (the term comes from the address, so it renders in the browser). */
export async function SearchResultsBlock({ locale }: BlockProps) {
  return (
    <Suspense fallback={null}>
      <SearchResults {...searchProps(locale, await siteData(locale))} />
    </Suspense>
  );
}
