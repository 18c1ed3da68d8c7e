import type { ComponentType } from 'react';
import type { BlokByName, ContentTypeBlok, ContentTypeName } from '@/content/types';
import type { SearchDefinitions } from '@/features/search/indexer';
import { faqType } from '../content-types/faq';
import { infoCenterDocumentType } from '../content-types/info-center-document';
import { jobType } from '../content-types/job';
import { manualLegacyType, manualType } from '../content-types/manual';
import { newsType } from '../content-types/news';
import { pageType } from '../content-types/page';
import { productType } from '../content-types/product';
import { referenceType } from '../content-types/reference';
import type { ContentTypeDefinition, LayoutProps } from '../content-types/types';

/**
 * Every content type the site shows, as its folder defines it: layout, how it is searched, its SEO
 * fallback. A content type added to the model without a line here fails the typecheck (the settings
 * story, the partners, which the partner finder shows, and the editors' redirects, which the redirect lookup
 * answers, are no pages). Search ranks, highest first where relevance ties: a product before its manual,
 * a manual before a page, a page before an FAQ, then documents, references and news, newer first.
 */
const contentTypeRegistry: { [N in Exclude<ContentTypeName, 'settings' | 'partner' | 'redirect'>]: ContentTypeDefinition<BlokByName[N]> } = {
  page: pageType,
  product: productType,
  'frequently-asked-question': faqType,
  news: newsType,
  reference: referenceType,
  job: jobType,
  'info-center-document': infoCenterDocumentType,
  manual: manualType,
  'manual-legacy': manualLegacyType,
};

/**
 * The definitions as a story's component looks one up. The one cast: the registry holds under each content
 * type's name the definition of that type, so the one found under a story's component takes the story;
 * TypeScript cannot follow a lookup by a name known only at run time.
 */
const contentTypes = contentTypeRegistry as Partial<Record<ContentTypeName, ContentTypeDefinition<ContentTypeBlok>>>;
const entries = Object.entries(contentTypes) as [ContentTypeName, ContentTypeDefinition<ContentTypeBlok>][];

export const layouts: Partial<Record<ContentTypeName, ComponentType<LayoutProps>>> = Object.fromEntries(entries.map(([name, { Layout }]) => [name, Layout]));

/** what the search indexer needs of each searched type */
export const searchDefinitions: SearchDefinitions = Object.fromEntries(entries.flatMap(([name, { search }]) => (search ? [[name, search]] : [])));

/** a page's own title and description for SEO, where its type offers them */
export const seoFallback = (content: ContentTypeBlok) => contentTypes[content.component]?.seo?.(content);

/** The header floats over the page when the first hero block is an animated hero, otherwise it sticks to the top. */
export function headerFloats(content: ContentTypeBlok): boolean {
  const hero = 'hero' in content ? content.hero : undefined;
  return hero?.[0]?.component === 'animated-hero';
}
