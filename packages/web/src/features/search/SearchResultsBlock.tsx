import { Suspense } from 'react';
import { searchProps } from '@/features/search/props';
import { SearchResults } from '@/features/search/SearchResults';
import { editableAttributes } from '@/content/editable';
import { siteData } from '@/content/request-content';
import type { BlockProps } from '../../blocks/types';

/** `search-results` block: the full results page (the term comes from the address, so it renders in the browser). */
export async function SearchResultsBlock({ blok, locale }: BlockProps) {
  // the editor's marker goes to the client component's root; published pages pass nothing
  const attributes = editableAttributes(blok);
  return (
    <Suspense fallback={null}>
      <SearchResults {...searchProps(locale, await siteData(locale))} {...(Object.keys(attributes).length ? { attributes } : {})} />
    </Suspense>
  );
}
