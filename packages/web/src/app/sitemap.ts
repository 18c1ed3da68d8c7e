import type { MetadataRoute } from 'next';
import { siteConfig } from '@/config';
import { getAllPages } from '@/content';
import { storyLocales } from '@/content/page-languages';
import { pageAlternates, pageUrl } from '@/lib/seo';

export const revalidate = 3600;

/** Every page in each language it is in, each with its alternates (those languages). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await getAllPages();
  return pages.flatMap((page) => {
    const languages = pageAlternates(siteConfig.siteUrl, page);
    return storyLocales(page).map((locale) => ({
      url: pageUrl(siteConfig.siteUrl, locale, page.paths[locale]),
      lastModified: page.publishedAt ?? undefined,
      alternates: { languages },
    }));
  });
}
