import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/config';
import { isLocale, type Locale } from '@/i18n/routing';
import { layouts, seoFallback } from '@/registry/content-types';
import type { ContentVersion, Story } from '@/content/types';
import { siteData, storyAt } from '@/content/request-content';
import { isInLocale, otherLanguages } from '@/content/page-languages';
import { buildMetadata } from '@/lib/seo';

/** The route parameters of a story's page, published or in preview. */
export interface StoryPageParams {
  params: Promise<{ locale: string; slug?: string[] }>;
}

/**
 * Whether an address shows its story: a type with a page, and, published, in the address's language. A page
 * not in this language answers as a missing page does (404, noindex); the not-found page offers its
 * languages. The preview shows it, with a notice (PageLanguagesNotice).
 */
const showsStory = (story: Story | null, locale: Locale, version: ContentVersion): story is Story =>
  story !== null && Boolean(layouts[story.component]) && (version !== 'published' || isInLocale(story, locale));

export async function storyPageMetadata({ params }: StoryPageParams): Promise<Metadata> {
  const { locale, slug = [] } = await params;
  if (!isLocale(locale)) return {};
  const { story, version } = await storyAt(locale, slug);
  // the not-found page (its title from the layout): not indexed, no canonical or alternates (Next adds
  // noindex to its own 404 answers; the published route renders the page itself)
  if (!showsStory(story, locale, version)) return { robots: { index: false, follow: true } };
  const { settings } = await siteData(locale);
  return buildMetadata({ story, locale, settings, siteUrl: siteConfig.siteUrl, draft: version === 'draft', contentFallback: seoFallback(story.content) });
}

/** What a published address shows: its story, or the not-found page (with the languages the page is in, if it is elsewhere). */
export type PublishedAddress = { story: Story; locale: Locale } | { missing: { locale: Locale; offered: { locale: Locale; href: string }[] } };

/**
 * The published route answers a missing page with its own render of the not-found page rather than Next's
 * `notFound()`, whose answer from a route with generated params has an empty body until scripts run: the
 * server's layers (`pageStatus`) give it its 404.
 */
export async function publishedPage({ params }: StoryPageParams): Promise<PublishedAddress> {
  const { locale, slug = [] } = await params;
  if (!isLocale(locale)) notFound();
  const { story, version } = await storyAt(locale, slug);
  // a page that is here in other languages only (none where it is in this one)
  const offered = story && layouts[story.component] ? otherLanguages(story, locale) : [];
  if (showsStory(story, locale, version)) return { story, locale };
  return { missing: { locale, offered } };
}

/** The story a page shows (in the version the request reads), or the not-found page. */
export async function storyOfPage({ params }: StoryPageParams): Promise<{ story: Story; locale: Locale; version: 'draft' | 'published' }> {
  const { locale, slug = [] } = await params;
  if (!isLocale(locale)) notFound();
  const { story, version } = await storyAt(locale, slug);
  if (!showsStory(story, locale, version)) notFound();
  return { story, locale, version };
}
