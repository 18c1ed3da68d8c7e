import type { Metadata } from 'next';
import { localePath, type Locale } from '@/i18n/routing';
import { storyLocales, xDefaultLocale } from '../content/page-languages';
import type { SeoFields, SiteSettings, Story } from '../content/types';
import { transformedImage } from '../storyblok/image-service';

/** the Open Graph image: cropped to the size the networks show, around its subject */
const OG_IMAGE = { width: 1200, height: 630, smart: true };
/** the Twitter card's image: its own aspect ratio */
const TWITTER_IMAGE = { width: 1280 };

const str = (value: string | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Absolute URL of a story in a locale (trailing slash). */
export const pageUrl = (siteUrl: string, locale: Locale, path: string) => `${siteUrl}${localePath(locale, path)}`;

/** The hreflang alternates of a story's page: its address in each language it is in, and `x-default`. */
export function pageAlternates(siteUrl: string, story: Pick<Story, 'content' | 'paths'>): Record<string, string> {
  const pageLocales = storyLocales(story);
  const xDefault = xDefaultLocale(pageLocales);
  return {
    ...Object.fromEntries(pageLocales.map((l) => [l, pageUrl(siteUrl, l, story.paths[l])])),
    'x-default': pageUrl(siteUrl, xDefault, story.paths[xDefault]),
  };
}

export interface MetadataInput {
  story: Story;
  locale: Locale;
  settings: SiteSettings | null;
  siteUrl: string;
  draft: boolean;
  /** the page's own title and description where its SEO fields are empty (its content type's `seo`) */
  contentFallback?: { title?: string; description?: string };
}

export function buildMetadata({ story, locale, settings, siteUrl, draft, contentFallback }: MetadataInput): Metadata {
  const seo: SeoFields = ('seo' in story.content && Array.isArray(story.content.seo) ? story.content.seo[0] : undefined) ?? {};
  const site = settings?.seo ?? {};
  const title = str(seo.title) ?? str(contentFallback?.title) ?? story.name;
  const description = str(seo.description) ?? str(contentFallback?.description) ?? str(site.description);
  const ogImage = seo.og_image?.filename || site.og_image?.filename;
  const twitterImage = seo.twitter_image?.filename || ogImage;
  const url = pageUrl(siteUrl, locale, story.paths[locale]);
  const noIndex = draft || !!seo.noIndex;
  const noFollow = !!seo.noFollow;

  return {
    title,
    description,
    alternates: {
      canonical: url,
      languages: pageAlternates(siteUrl, story),
    },
    robots: { index: !noIndex, follow: !noFollow },
    openGraph: {
      type: 'website',
      url,
      locale,
      siteName: str(site.title),
      title: str(seo.og_title) ?? title,
      description: str(seo.og_description) ?? description,
      images: ogImage
        ? [{ url: transformedImage(ogImage, OG_IMAGE), width: OG_IMAGE.width, height: OG_IMAGE.height }]
        : undefined,
    },
    twitter: {
      card: 'summary_large_image',
      title: str(seo.twitter_title) ?? title,
      description: str(seo.twitter_description) ?? description,
      images: twitterImage ? [transformedImage(twitterImage, TWITTER_IMAGE)] : undefined,
    },
  };
}
