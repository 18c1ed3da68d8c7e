/** The listings the list API serves, by name, and the listing machinery applied to a listing by its name. */
import type { ContentVersion, DatasourceEntry } from '@/content/types';
import { loadListPage as loadPage, parseListRequest as parseRequest, type ListPage, type ListRequest, type ListingDefinition } from '../features/listing/listing';
import { listings } from './content-types';

export { visitorLanguageFirst } from '../features/listing/listing';

/** The listing of a name in the list API's address, or undefined. */
export const listingNamed = (name: string): ListingDefinition | undefined => (Object.hasOwn(listings, name) ? listings[name] : undefined);

function named(name: string): ListingDefinition {
  const listing = listingNamed(name);
  if (!listing) throw new Error(`no listing "${name}"`);
  return listing;
}

/** Reads a request for the listing of a name from query parameters (its own filters only). */
export const parseListRequest = (name: string, params: URLSearchParams): ListRequest | { error: string } => parseRequest(named(name), params);

/** A page of the listing of a name. */
export const loadListPage = (name: string, request: ListRequest, labels: DatasourceEntry[], version: ContentVersion): Promise<ListPage> =>
  loadPage(named(name), request, labels, version);
