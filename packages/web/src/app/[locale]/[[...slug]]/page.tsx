import type { Locale } from '@/i18n/routing';
import { getAllPages } from '@/content';
import { isInLocale } from '@/content/page-languages';
import { PublishedPage } from './PublishedPage';
import { storyPageMetadata, type StoryPageParams } from './story-page';

/** Pages are static and regenerated in the background at most hourly (on-demand on publish). */
export const revalidate = 3600;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = params.locale as Locale;
  const pages = await getAllPages();
  return pages.filter((page) => isInLocale(page, locale)).map((page) => ({ slug: page.paths[locale] ? page.paths[locale].split('/') : [] }));
}

export const generateMetadata = storyPageMetadata;

/** A published story's page, or the not-found page. In preview the proxy sends the request to the preview route instead. */
export default function ContentPage(props: StoryPageParams) {
  return <PublishedPage {...props} />;
}
