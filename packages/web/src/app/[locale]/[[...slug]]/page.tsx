import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/config';
import { isLocale, type Locale } from '@/i18n/routing';
import { headerFloats, layouts } from '@/layouts';
import { getAllPages } from '@/lib/content';
import { siteData, storyAt } from '@/lib/request-content';
import { buildMetadata } from '@/lib/seo';

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
  const { story } = await storyAt(locale, slug);
  if (!story) notFound();
  const Layout = layouts[story.component];
  if (!Layout) notFound();
  return (
    <div className="page" data-header={headerFloats(story.content) ? 'overlay' : 'sticky'}>
      <Layout story={story} locale={locale} />
    </div>
  );
}
