import type { PageRef } from '@/lib/structured-data';

/** A news article's schema.org data. */
export function newsArticleJsonLd({
  headline,
  description,
  image,
  datePublished,
  url,
  organisationName,
  siteUrl,
}: PageRef & { headline: string; description: string; image?: string; datePublished: string | null }) {
  const publisher = { '@type': 'Organization', name: organisationName, logo: { '@type': 'ImageObject', url: `${siteUrl}/logo.svg` } };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline,
    description,
    image: image ? [image] : undefined,
    datePublished: datePublished ?? undefined,
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: organisationName },
    publisher,
  };
}
