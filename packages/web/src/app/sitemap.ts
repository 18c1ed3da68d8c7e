import type { MetadataRoute } from 'next';
import { siteConfig } from '@/config';
import { fallbackLocale, locales } from '@/i18n/routing';
import { getAllPages } from '@/content';
import { pageUrl } from '@/lib/seo';

export const revalidate = 3600;

/** Every page in every language, each with its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await getAllPages();
  return pages.flatMap((page) => {
    const languages = {
      ...Object.fromEntries(locales.map((l) => [l, pageUrl(siteConfig.siteUrl, l, page.paths[l])])),
      'x-default': pageUrl(siteConfig.siteUrl, fallbackLocale, page.paths[fallbackLocale]),
    };
    return locales.map((locale) => ({
      url: pageUrl(siteConfig.siteUrl, locale, page.paths[locale]),
      lastModified: page.publishedAt ?? undefined,
      alternates: { languages },
    }));
  });
}
