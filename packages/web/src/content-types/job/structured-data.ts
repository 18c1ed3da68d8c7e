import type { PageRef } from '@/lib/structured-data';

/** A job posting's schema.org data (Google for Jobs). */
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
