import { notFound } from 'next/navigation';
import { siteConfig } from '@/config';
import { PageBody } from '../../[[...slug]]/PageBody';
import { storyOfPage, storyPageMetadata, type StoryPageParams } from '../../[[...slug]]/story-page';
import { LivePreview } from './LivePreview';

export const generateMetadata = storyPageMetadata;

/**
 * A story's page in preview (the proxy rewrites every page address here while draft mode is on):
 * it follows the visual editor's typing. Its own route, so that the live preview's code is no part
 * of the published pages' JavaScript. Without draft mode there is nothing here.
 */
export default async function PreviewPage(props: StoryPageParams) {
  const { story, locale, version } = await storyOfPage(props);
  if (version !== 'draft') notFound();
  return (
    <LivePreview storyId={story.id} locale={locale} editorOrigin={siteConfig.storyblok.editorOrigin}>
      <PageBody story={story} locale={locale} />
    </LivePreview>
  );
}
