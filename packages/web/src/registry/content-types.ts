import type { ContentTypeBlok, ContentTypeName } from '@/content/types';
import { faqType } from '../content-types/faq';
import { infoCenterDocumentType } from '../content-types/info-center-document';
import { jobType } from '../content-types/job';
import { manualLegacyType, manualType } from '../content-types/manual';
import { newsType } from '../content-types/news';
import { pageType } from '../content-types/page';
import { partnerType } from '../content-types/partner';
import { productType } from '../content-types/product';
import { redirectType } from '../content-types/redirect';
import { referenceType } from '../content-types/reference';
import { settingsType } from '../content-types/settings';
import { blockMaps } from './blocks';
import { composeRegistry } from './compose';

/**
 * Every content type the site knows, as its folder defines it: one line each. Search ranks, highest first
 * where relevance ties: a product before its manual, a manual before a page, a page before an FAQ, then
 * documents, references and news, newer first.
 */
export const contentTypeDefinitions = [
  pageType,
  productType,
  faqType,
  newsType,
  referenceType,
  jobType,
  infoCenterDocumentType,
  manualType,
  manualLegacyType,
  partnerType,
  settingsType,
  redirectType,
] as const;

/**
 * A content type added to the model without a page here fails the typecheck (the settings story, the
 * partners, which the partner finder shows, and the editors' redirects, which the redirect lookup answers,
 * are no pages).
 */
type PageTypeName = Exclude<ContentTypeName, 'settings' | 'partner' | 'redirect'>;
type WithoutPage = Exclude<PageTypeName, Extract<(typeof contentTypeDefinitions)[number], { Layout: object }>['component']>;
const everyPageTypeHasItsPage: [WithoutPage] extends [never] ? true : WithoutPage = true;
void everyPageTypeHasItsPage;

/** The site's registry: the content types' definitions and the blocks of the other folders, composed. */
export const siteRegistry = composeRegistry(contentTypeDefinitions, blockMaps);

export const { layouts, previews, searchDefinitions, seoFallback, listings } = siteRegistry;

/** One React component per content-service component, each taking blocks of its component. */
export const blockRegistry = siteRegistry.blocks;

/** The header floats over the page when the first hero block is an animated hero, otherwise it sticks to the top. */
export function headerFloats(content: ContentTypeBlok): boolean {
  const hero = 'hero' in content ? content.hero : undefined;
  return hero?.[0]?.component === 'animated-hero';
}
