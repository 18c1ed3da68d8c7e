import { MissingPage } from './MissingPage';
import { PageBody } from './PageBody';
import { publishedPage, type StoryPageParams } from './story-page';

/** A published address's page: its story's, or the not-found page (the published route's and the query route's). */
export async function PublishedPage(props: StoryPageParams) {
  const page = await publishedPage(props);
  if ('missing' in page) return <MissingPage {...page.missing} />;
  return <PageBody story={page.story} locale={page.locale} />;
}
