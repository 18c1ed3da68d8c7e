import { cache } from 'react';
import { isSearchType, type SearchType } from './types';

/** The search the address asks for (`?q=…&type=…`), known to the server when the page is rendered for it. */
export interface AddressQuery {
  term: string;
  type?: SearchType;
}

/** One per request: the route that renders a page for an address's query sets it, the results block reads it. */
const requestQuery = cache((): { value: AddressQuery | null } => ({ value: null }));

/** The query route's page, before its blocks render. */
export function setAddressQuery(params: Record<string, string | string[] | undefined>): void {
  const term = typeof params.q === 'string' ? params.q.trim() : '';
  requestQuery().value = term ? { term, ...(isSearchType(params.type) ? { type: params.type } : {}) } : null;
}

/** The address's query when this render is for it; null on the published pages' static render. */
export const addressQuery = (): AddressQuery | null => requestQuery().value;
