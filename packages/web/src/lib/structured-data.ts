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
