'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SearchAnswer, SiteSearch } from '@/features/search/browser';
import type { GroupOrder } from '@/features/search/mapping';
import type { SearchType } from '@/features/search/types';
import type { SearchProps } from './props';
import type { AddressQuery } from './request-query';

/** An answer the server rendered the page with: the first search for the same term and type is not asked again. */
export interface ServedSearch {
  query: AddressQuery;
  answer: SearchAnswer;
}

const searchKey = (term: string, type: SearchType | undefined) => JSON.stringify([term.trim(), type ?? null]);

export type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

const EMPTY: SearchAnswer = { groups: [], total: 0, typeCounts: {} };

/**
 * Search state for a term (and optionally one content type): an empty term clears results and sends
 * nothing; a non-empty one loads. Only the answer to the newest request is shown (answers can arrive
 * out of order). `withTypeCounts`: also the hit count of every content type (the results page's filter);
 * `groupOrder`: the results page leads with the best hit's group; `served`: the server's answer to start with.
 */
export function useSearch(
  { config, locale, labels }: Pick<SearchProps, 'config' | 'locale' | 'labels'>,
  hitsPerPage: number,
  { withTypeCounts = false, groupOrder = 'types', served = null }: { withTypeCounts?: boolean; groupOrder?: GroupOrder; served?: ServedSearch | null } = {},
) {
  // the search client is loaded with the first search UI that mounts, not with every page
  const loadSearch = useMemo(() => {
    let loaded: Promise<SiteSearch> | undefined;
    return () => (loaded ??= import('@/features/search/browser').then(({ createSiteSearch }) => createSiteSearch(config, locale, labels)));
  }, [config, locale, labels]);
  useEffect(() => void loadSearch(), [loadSearch]);
  const [state, setState] = useState<SearchAnswer & { term: string; status: SearchStatus }>(() =>
    served ? { ...served.answer, term: served.query.term, status: 'done' } : { ...EMPTY, term: '', status: 'idle' },
  );
  const newest = useRef(0);
  const unasked = useRef(served ? searchKey(served.query.term, served.query.type) : null);

  const run = useCallback(
    (term: string, type?: SearchType) => {
      const answered = unasked.current === searchKey(term, type);
      unasked.current = null;
      if (answered) return;
      const request = ++newest.current;
      if (!term.trim()) {
        setState({ ...EMPTY, term, status: 'idle' });
        return;
      }
      setState((previous) => ({ ...previous, term, status: 'loading' }));
      loadSearch()
        .then((search) => search(term, { hitsPerPage, type, withTypeCounts, groupOrder }))
        .then(
          (answer) => request === newest.current && setState({ ...answer, term, status: 'done' }),
          () => request === newest.current && setState({ ...EMPTY, term, status: 'failed' }),
        );
    },
    [loadSearch, hitsPerPage, withTypeCounts, groupOrder],
  );

  return { ...state, run };
}
