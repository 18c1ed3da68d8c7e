import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/config';
import { isLocale, type Locale } from '@/i18n/routing';
import { layouts, seoFallback } from '@/registry/content-types';
import type { Story } from '@/content/types';
import { siteData, storyAt } from '@/content/request-content';
import { isInLocale, otherLanguages } from '@/content/page-languages';
import { buildMetadata } from '@/lib/seo';

/** The route parameters of a story's page, published or in preview. */
export interface StoryPageParams {
  params: Promise<{ locale: string; slug?: string[] }>;
}

export async function storyPageMetadata({ params }: StoryPageParams): Promise<Metadata> {
  const { locale, slug = [] } = await params;
  if (!isLocale(locale)) return {};
  const { story, version } = await storyAt(locale, slug);
  // a page not in this language is the not-found page (its title from the layout): not indexed, no canonical
  // or alternates (Next adds noindex to its own 404 answers; this route renders the page itself)
  if (!story || (version === 'published' && !isInLocale(story, locale))) return { robots: { index: false, follow: true } };
  const { settings } = await siteData(locale);
  return buildMetadata({ story, locale, settings, siteUrl: siteConfig.siteUrl, draft: version === 'draft', contentFallback: seoFallback(story.content) });
}

/** What a published address shows: its story, or the not-found page (with the languages the page is in, if it is elsewhere). */
export type PublishedPage = { story: Story; locale: Locale } | { missing: { locale: Locale; offered: { locale: Locale; href: string }[] } };

/**
 * The published route answers a missing page with its own render of the not-found page rather than Next's
 * `notFound()`, whose answer from a route with generated params has an empty body until scripts run: the
 * server's layers (`pageStatus`) give it its 404.
 */
export async function publishedPage({ params }: StoryPageParams): Promise<PublishedPage> {
  const { locale, slug = [] } = await params;
  if (!isLocale(locale)) notFound();
  const { story } = await storyAt(locale, slug);
  if (story && layouts[story.component] && isInLocale(story, locale)) return { story, locale };
  return { missing: { locale, offered: story && layouts[story.component] ? otherLanguages(story, locale) : [] } };
}

/** The story a page shows (in the version the request reads), or the not-found page. */
export async function storyOfPage({ params }: StoryPageParams): Promise<{ story: Story; locale: Locale; version: 'draft' | 'published' }> {
  const { locale, slug = [] } = await params;
  if (!isLocale(locale)) notFound();
  const { story, version } = await storyAt(locale, slug);
  if (!story || !layouts[story.component]) notFound();
  // a page not in this language answers as a missing page does (404, noindex); the not-found page offers
  // its languages. The preview shows it, with a notice (PageLanguagesNotice).
  if (version === 'published' && !isInLocale(story, locale)) notFound();
  return { story, locale, version };
}
