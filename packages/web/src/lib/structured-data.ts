import type { SiteSettings } from '../content/types';
import { splitCity } from '../content/mapping';

export interface OrganisationInput {
  name: string;
  siteUrl: string;
  country: string;
  geo: { latitude: number; longitude: number };
  settings: SiteSettings | null;
}

/** Organization JSON-LD of the site (spec §9: country AT, fixed coordinates). */
export function organisationJsonLd({ name, siteUrl, country, geo, settings }: OrganisationInput) {
  const { postalCode, town } = splitCity(settings?.city ?? '');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.svg`,
    telephone: settings?.phone || undefined,
    email: settings?.footer?.email || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings?.street || undefined,
      postalCode: postalCode || undefined,
      addressLocality: town || undefined,
      addressCountry: country,
    },
    location: { '@type': 'Place', geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude } },
    sameAs: settings?.footer?.social.map((s) => s.url) ?? [],
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so content can never close the script. */
export const jsonLdScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

export interface PageRef {
  url: string;
  organisationName: string;
  siteUrl: string;
}

export function productJsonLd({ name, description, image, brand, url }: { name: string; description: string; image?: string; brand: string; url: string }) {
  return { '@context': 'https://schema.org', '@type': 'Product', name, description, image, brand: { '@type': 'Brand', name: brand }, url };
}

export function faqPageJsonLd(items: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

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

const JOB_EMPLOYMENT_TYPE: Record<string, string> = {
  fulltime: 'FULL_TIME',
  'part-time': 'PART_TIME',
  internship: 'INTERN',
  apprenticeship: 'OTHER',
};

export function jobPostingJsonLd({
  title,
  description,
  jobType,
  datePosted,
  validThrough,
  locality,
  country,
  organisationName,
  siteUrl,
  url,
}: PageRef & { title: string; description: string; jobType: string; datePosted: string | null; validThrough: string | null; locality: string; country: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title,
    description,
    datePosted: datePosted ?? undefined,
    validThrough: validThrough ?? undefined,
    employmentType: JOB_EMPLOYMENT_TYPE[jobType] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: organisationName, sameAs: `${siteUrl}/` },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: locality, addressCountry: country } },
    url,
  };
}
