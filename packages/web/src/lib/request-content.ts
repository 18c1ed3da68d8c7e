import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { cache } from 'react';
import { siteConfig } from '@/config';
import type { Locale } from '@/i18n/routing';
import { getSiteData, getStoriesOfType } from './content';
import type { ContentVersion, SiteData } from './content/types';

/** Cache tag of everything read from the content service (revalidated on publish). */
export const CONTENT_TAG = 'content';
const SITE_DATA_REVALIDATE_SECONDS = 3600;

/** Draft content when the preview is on (valid preview token) or the deployment is configured for drafts. */
export async function contentVersion(): Promise<ContentVersion> {
  if (siteConfig.contentVersion === 'draft') return 'draft';
  return (await draftMode()).isEnabled ? 'draft' : 'published';
}

/**
 * Published site data is shared by every page of a locale through Next's data cache, so a build
 * or a regeneration does not ask the (rate-limited) content service again for each page.
 */
const publishedSiteData = unstable_cache((locale: Locale) => getSiteData(locale, { version: 'published' }), ['site-data'], {
  revalidate: SITE_DATA_REVALIDATE_SECONDS,
  tags: [CONTENT_TAG],
});

/** The locale's site data in the current content version, loaded once per request. */
export const siteData = cache(async (locale: Locale): Promise<SiteData> => {
  const version = await contentVersion();
  return version === 'draft' ? getSiteData(locale, { version }) : publishedSiteData(locale);
});

/** All stories of a content type in the current version, once per request. */
export const storiesOfType = cache(async (contentType: string, locale: Locale, sortBy?: string) =>
  getStoriesOfType(contentType, locale, { sortBy }, { version: await contentVersion() }),
);
