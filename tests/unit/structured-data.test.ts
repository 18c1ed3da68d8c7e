import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '@/content/types';
import { jsonLdScript, organisationJsonLd, type OrganisationInput } from '@/lib/structured-data';

const settings = (city: string, overrides: Partial<SiteSettings> = {}): SiteSettings => ({
  seo: null,
  navigation: [],
  phone: '+43 7252 12345',
  street: 'Hauptstraße 1',
  city,
  searchPage: null,
  contactPage: null,
  partnerPage: null,
  footer: {
    info: null,
    social: [
      { network: 'instagram', url: 'https://instagram.example/sonnwaerme' },
      { network: 'linkedin', url: 'https://linkedin.example/sonnwaerme' },
    ],
    columns: [],
    street: 'Hauptstraße 1',
    city,
    phone: '+43 7252 12345',
    email: 'info@example.test',
    emailLabel: '',
  },
  ...overrides,
});

const input = (s: SiteSettings | null): OrganisationInput => ({
  name: 'Sonnwärme GmbH',
  siteUrl: 'https://www.example.test',
  country: 'AT',
  geo: { latitude: 48.0427, longitude: 14.4213 },
  settings: s,
});

describe('organisationJsonLd', () => {
  it.each<[string, string | undefined, string | undefined]>([
    ['4400 Steyr', '4400', 'Steyr'],
    ['4540 Bad Hall', '4540', 'Bad Hall'],
    ['', undefined, undefined],
  ])('city %j → postalCode %j, locality %j, country AT', (city, postalCode, locality) => {
    const data = organisationJsonLd(input(settings(city)));
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Hauptstraße 1',
      postalCode,
      addressLocality: locality,
      addressCountry: 'AT',
    });
  });

  it('is an Organization with site url, logo, contact, geo coordinates and social profiles', () => {
    expect(organisationJsonLd(input(settings('4400 Steyr')))).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Sonnwärme GmbH',
      url: 'https://www.example.test/',
      logo: 'https://www.example.test/logo.svg',
      telephone: '+43 7252 12345',
      email: 'info@example.test',
      location: { '@type': 'Place', geo: { '@type': 'GeoCoordinates', latitude: 48.0427, longitude: 14.4213 } },
      sameAs: ['https://instagram.example/sonnwaerme', 'https://linkedin.example/sonnwaerme'],
    });
  });

  it('without settings keeps country and coordinates and leaves the rest out', () => {
    const data = organisationJsonLd(input(null));
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: undefined,
      postalCode: undefined,
      addressLocality: undefined,
      addressCountry: 'AT',
    });
    expect(data.location.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 48.0427, longitude: 14.4213 });
    expect(data.sameAs).toEqual([]);
    expect(data.telephone).toBeUndefined();
    expect(data.email).toBeUndefined();
  });
});

describe('jsonLdScript', () => {
  it.each<[string, unknown]>([
    ['closing script tag', { name: '</script><script>alert(1)</script>' }],
    ['html comment', { name: '<!-- x -->' }],
    ['nested', { a: [{ b: '<b>' }] }],
    ['organisation', organisationJsonLd(input(settings('4400 Steyr', { street: '<Street>' })))],
  ])('escapes < (%s) and stays valid JSON of the same data', (_name, data) => {
    const script = jsonLdScript(data);
    expect(script).not.toContain('<');
    expect(script.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(script)).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it('writes < as \\u003c', () => {
    expect(jsonLdScript({ a: '<' })).toBe('{"a":"\\u003c"}');
  });
});
