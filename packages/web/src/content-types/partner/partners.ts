/**
 * The partner finder's rules: a partner as the browser gets it, and which partners a visitor's country and
 * postcode or town find, nearest first. Without a geocoder, nearness is read from the postcode: postcodes
 * that share more leading digits lie closer together (true of every country the company sells in).
 */
import { text } from '@/content/fields';
import type { PartnerBlok, Story } from '@/content/types';

export interface PartnerEntry {
  id: string;
  company: string;
  services: string[];
  certified: boolean;
  street: string;
  postcode: string;
  town: string;
  country: string;
  languages: string[];
  phone: string;
  email: string;
  website: string;
  latitude: number | null;
  longitude: number | null;
}

const coordinate = (value: unknown, limit: number) => {
  const number = typeof value === 'number' ? value : Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
};

export function toPartnerEntry(story: Story<PartnerBlok>): PartnerEntry {
  const { content } = story;
  const website = content.website?.url || content.website?.cached_url || '';
  return {
    id: story.uuid,
    company: text(content.company) || story.name,
    services: content.services ?? [],
    certified: content.certified === true,
    street: text(content.street),
    postcode: text(content.postcode),
    town: text(content.town),
    country: text(content.country),
    languages: content.languages ?? [],
    phone: text(content.phone),
    email: text(content.email),
    website: /^https?:\/\//.test(website) ? website : '',
    latitude: coordinate(content.latitude, 90),
    longitude: coordinate(content.longitude, 180),
  };
}

/** lower case without accents: "Zürich" is found as "zurich" */
const fold = (value: string) => value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
const digits = (value: string) => value.replace(/\D/g, '');
const sharedLeadingDigits = (a: string, b: string) => {
  let shared = 0;
  while (shared < Math.min(a.length, b.length) && a[shared] === b[shared]) shared += 1;
  return shared;
};

export interface PartnerQuery {
  /** ISO country code; empty: every country */
  country: string;
  /** a postcode (or its start) or a town; empty: every partner of the country */
  place: string;
}

export interface PartnerMatches {
  partners: PartnerEntry[];
  /** the place found none: these are all partners of the country instead */
  widened: boolean;
}

/**
 * Partners of the country; with a postcode, those sharing its leading digits first (the more, the nearer);
 * with a town, those in it. Certified partners first among equals, then by name.
 */
export function findPartners(all: readonly PartnerEntry[], { country, place }: PartnerQuery): PartnerMatches {
  const inCountry = all.filter((partner) => !country || partner.country === country);
  const byName = (a: PartnerEntry, b: PartnerEntry) => Number(b.certified) - Number(a.certified) || a.company.localeCompare(b.company);
  const wanted = place.trim();
  if (!wanted) return { partners: [...inCountry].sort(byName), widened: false };
  const postcode = digits(wanted);
  if (postcode && postcode.length >= 1 && /^\D*\d/.test(wanted)) {
    const scored = inCountry.map((partner) => ({ partner, shared: sharedLeadingDigits(digits(partner.postcode), postcode) })).filter(({ shared }) => shared > 0);
    if (scored.length) return { partners: scored.sort((a, b) => b.shared - a.shared || byName(a.partner, b.partner)).map(({ partner }) => partner), widened: false };
  } else {
    const town = fold(wanted);
    const inTown = inCountry.filter((partner) => fold(partner.town).includes(town) || town.includes(fold(partner.town)));
    if (inTown.length) return { partners: inTown.sort(byName), widened: false };
  }
  return { partners: [...inCountry].sort(byName), widened: true };
}
