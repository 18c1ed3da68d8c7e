/** The listings the list API serves, by the name in its address. */
import type { ListingDefinition } from '../features/listing/listing';
import { listings } from './content-types';

/** The listing of a name in the list API's address, or undefined. */
export const listingNamed = (name: string): ListingDefinition | undefined => (Object.hasOwn(listings, name) ? listings[name] : undefined);
