import type { MetadataRoute } from 'next';
import { siteConfig } from '@/config';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/_internal/', '/pdf-renderer/'] },
    sitemap: `${siteConfig.siteUrl}/sitemap.xml`,
  };
}
