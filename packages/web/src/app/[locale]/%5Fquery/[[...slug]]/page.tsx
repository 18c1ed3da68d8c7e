import { setAddressQuery } from '@/features/search/request-query';
import { PublishedPage } from '../../[[...slug]]/PublishedPage';
import { storyPageMetadata, type StoryPageParams } from '../../[[...slug]]/story-page';

/** Rendered per request: the answer depends on the query. */
export const dynamic = 'force-dynamic';

export const generateMetadata = storyPageMetadata;

/**
 * A published page at an address with a search term (`?q=`; the proxy rewrites it here): the page as the
 * published route renders it, with the search results for the term rendered on the server, so that the
 * first paint shows them and the HTML holds them without scripts.
 */
export default async function QueryPage(props: StoryPageParams & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  setAddressQuery(await props.searchParams);
  return <PublishedPage params={props.params} />;
}
