'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SiteSearch } from '@/lib/search/browser';
import type { SearchGroup } from '@/lib/search/types';
import type { SearchProps } from './props';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

/**
 * Search state for a term: an empty term clears results and sends nothing; a non-empty one
 * loads. Only the answer to the newest term is shown (answers can arrive out of order).
 */
export function useSearch({ config, locale, labels }: Pick<SearchProps, 'config' | 'locale' | 'labels'>, hitsPerPage: number) {
  // the search client is loaded with the first search UI that mounts, not with every page
  const loadSearch = useMemo(() => {
    let loaded: Promise<SiteSearch> | undefined;
    return () => (loaded ??= import('@/lib/search/browser').then(({ createSiteSearch }) => createSiteSearch(config, locale, labels)));
  }, [config, locale, labels]);
  useEffect(() => void loadSearch(), [loadSearch]);
  const [state, setState] = useState<{ term: string; groups: SearchGroup[]; status: SearchStatus }>({ term: '', groups: [], status: 'idle' });
  const newest = useRef(0);

  const run = useCallback(
    (term: string) => {
      const request = ++newest.current;
      if (!term.trim()) {
        setState({ term, groups: [], status: 'idle' });
        return;
      }
      setState((previous) => ({ ...previous, term, status: 'loading' }));
      loadSearch()
        .then((search) => search(term, { hitsPerPage }))
        .then(
          (groups) => request === newest.current && setState({ term, groups, status: 'done' }),
          () => request === newest.current && setState({ term, groups: [], status: 'failed' }),
        );
    },
    [loadSearch, hitsPerPage],
  );

  return { ...state, run };
}
