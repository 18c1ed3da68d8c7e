import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/config';
import { isLocale, type Locale } from '@/i18n/routing';
import dynamic from 'next/dynamic';
import { layouts } from '@/layouts';
import { getAllPages } from '@/lib/content';
import { siteData, storyAt } from '@/lib/request-content';
import { buildMetadata } from '@/lib/seo';
import { PageBody } from './PageBody';

/** Loaded only where it renders (in preview): visitors' pages carry none of its code. */
const LivePreview = dynamic(() => import('@/components/LivePreview').then((module) => module.LivePreview));

/** Pages are static and regenerated in the background at most hourly (on-demand on publish). */
export const revalidate = 3600;

interface PageParams {
  params: Promise<{ locale: string; slug?: string[] }>;
}

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = params.locale as Locale;
  const pages = await getAllPages();
  return pages.map((page) => ({ slug: page.paths[locale] ? page.paths[locale].split('/') : [] }));
}

export async function generateMetadata({ params }: PageParams): Promise<Metadata> {
  const { locale, slug = [] } = await params;
  if (!isLocale(locale)) return {};
  const { story, version } = await storyAt(locale, slug);
  if (!story) return {};
  const { settings } = await siteData(locale);
  return buildMetadata({ story, locale, settings, siteUrl: siteConfig.siteUrl, draft: version === 'draft' });
}

export default async function ContentPage({ params }: PageParams) {
  const { locale, slug = [] } = await params;
  if (!isLocale(locale)) notFound();
  const { story, version } = await storyAt(locale, slug);
  if (!story || !layouts[story.component]) notFound();
  const body = <PageBody story={story} locale={locale} />;
  // in preview the page follows the editor's typing; visitors' pages carry nothing of it
  return version === 'draft' ? (
    <LivePreview storyId={story.id} locale={locale}>
      {body}
    </LivePreview>
  ) : (
    body
  );
}
