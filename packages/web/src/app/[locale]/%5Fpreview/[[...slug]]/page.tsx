import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/config';
import { translator } from '@/i18n/messages';
import { isLocale } from '@/i18n/routing';
import { REDIRECTS_FOLDER } from '@pv/cms/folders';
import { getRedirectStory, getSettingsStory } from '@/content';
import { SETTINGS_SLUG } from '@/content/mapping';
import type { Locale } from '@/i18n/routing';
import { contentVersion } from '@/content/request-content';
import { PageBody } from '../../[[...slug]]/PageBody';
import { storyOfPage, storyPageMetadata, type StoryPageParams } from '../../[[...slug]]/story-page';
import { LivePreview } from './LivePreview';
import { ContentChecksNotice } from './ContentChecksNotice';
import { PageLanguagesNotice } from './PageLanguagesNotice';

const isSettings = (slug: string[] | undefined) => slug?.length === 1 && slug[0] === SETTINGS_SLUG;
/** an editors' redirect: `_redirects/<slug>` */
const redirectSlug = (slug: string[] | undefined) => (slug?.length === 2 && slug[0] === REDIRECTS_FOLDER ? slug[1] : undefined);

/** A data story the editor previews though it is no page: the settings or a redirect. */
async function dataStory(locale: Locale, slug: string[] | undefined) {
  if (isSettings(slug)) return getSettingsStory(locale, { version: 'draft' });
  const redirect = redirectSlug(slug);
  return redirect ? getRedirectStory(locale, redirect, { version: 'draft' }) : null;
}

export async function generateMetadata(props: StoryPageParams): Promise<Metadata> {
  const { locale, slug } = await props.params;
  if (isSettings(slug) && isLocale(locale)) return { title: translator(locale)('settings.previewTitle'), robots: { index: false, follow: false } };
  if (redirectSlug(slug) && isLocale(locale)) return { title: translator(locale)('redirects.preview.eyebrow'), robots: { index: false, follow: false } };
  return storyPageMetadata(props);
}

/**
 * A story's page in preview (the proxy rewrites every page address here while draft mode is on),
 * following the visual editor's typing; the settings story (`_settings`, no page) shows the header and
 * footer it configures, a redirect (`_redirects/…`) what it says and what the site does now. Its own route, so that the live preview's code is no part of the published
 * pages' JavaScript. Without draft mode there is nothing here.
 */
export default async function PreviewPage(props: StoryPageParams) {
  if ((await contentVersion()) !== 'draft') notFound();
  const { locale: requested, slug } = await props.params;
  const data = isLocale(requested) ? await dataStory(requested, slug) : null;
  const { story, locale } = data && isLocale(requested) ? { story: data, locale: requested } : await storyOfPage(props);
  return (
    <>
      {data ? null : <PageLanguagesNotice story={story} locale={locale} />}
      {data ? null : <ContentChecksNotice story={story} locale={locale} />}
      <LivePreview storyId={story.id} locale={locale} editorOrigin={siteConfig.storyblok.editorOrigin}>
        <PageBody story={story} locale={locale} />
      </LivePreview>
    </>
  );
}
