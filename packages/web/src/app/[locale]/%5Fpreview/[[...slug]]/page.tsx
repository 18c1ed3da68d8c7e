import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/config';
import { translator } from '@/i18n/messages';
import { isLocale } from '@/i18n/routing';
import { getSettingsStory } from '@/content';
import { SETTINGS_SLUG } from '@/content/mapping';
import { contentVersion } from '@/content/request-content';
import { PageBody } from '../../[[...slug]]/PageBody';
import { storyOfPage, storyPageMetadata, type StoryPageParams } from '../../[[...slug]]/story-page';
import { LivePreview } from './LivePreview';

const isSettings = (slug: string[] | undefined) => slug?.length === 1 && slug[0] === SETTINGS_SLUG;

export async function generateMetadata(props: StoryPageParams): Promise<Metadata> {
  const { locale, slug } = await props.params;
  if (isSettings(slug) && isLocale(locale)) return { title: translator(locale)('settings.previewTitle'), robots: { index: false, follow: false } };
  return storyPageMetadata(props);
}

/**
 * A story's page in preview (the proxy rewrites every page address here while draft mode is on),
 * following the visual editor's typing; the settings story (`_settings`, no page) shows the header and
 * footer it configures. Its own route, so that the live preview's code is no part of the published
 * pages' JavaScript. Without draft mode there is nothing here.
 */
export default async function PreviewPage(props: StoryPageParams) {
  if ((await contentVersion()) !== 'draft') notFound();
  const { locale: requested, slug } = await props.params;
  const { story, locale } =
    isSettings(slug) && isLocale(requested) ? { story: await getSettingsStory(requested, { version: 'draft' }), locale: requested } : await storyOfPage(props);
  return (
    <LivePreview storyId={story.id} locale={locale} editorOrigin={siteConfig.storyblok.editorOrigin}>
      <PageBody story={story} locale={locale} />
    </LivePreview>
  );
}
