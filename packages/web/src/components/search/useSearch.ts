'use client';
import { useCallback, useMemo, useRef, useState } from 'react';
import { createSiteSearch } from '@/lib/search/browser';
import type { SearchGroup } from '@/lib/search/types';
import type { SearchProps } from './props';

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

/**
 * Search state for a term: an empty term clears results and sends nothing; a non-empty one
 * loads. Only the answer to the newest term is shown (answers can arrive out of order).
 */
export function useSearch({ config, locale, labels }: Pick<SearchProps, 'config' | 'locale' | 'labels'>, hitsPerPage: number) {
  const search = useMemo(() => createSiteSearch(config, locale, labels), [config, locale, labels]);
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
      search(term, { hitsPerPage }).then(
        (groups) => request === newest.current && setState({ term, groups, status: 'done' }),
        () => request === newest.current && setState({ term, groups: [], status: 'failed' }),
      );
    },
    [search, hitsPerPage],
  );

  return { ...state, run };
}
