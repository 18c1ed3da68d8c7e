import type { ComponentType } from 'react';
import type { BlokByName, ContentTypeBlok, ContentTypeName } from '@/content/types';
import { FaqLayout } from '../content-types/faq/FaqLayout';
import { InfoCenterDocumentLayout } from '../content-types/info-center-document/InfoCenterDocumentLayout';
import { JobLayout } from '../content-types/job/JobLayout';
import { ManualLayout, ManualLegacyLayout } from '../content-types/manual/ManualLayout';
import { NewsLayout } from '../content-types/news/NewsLayout';
import { PageLayout } from '../content-types/page/PageLayout';
import { ProductLayout } from '../content-types/product/ProductLayout';
import { ReferenceLayout } from '../content-types/reference/ReferenceLayout';
import type { LayoutProps } from '../content-types/types';

/**
 * One layout per content type, each taking stories of its type: a content type added to the model
 * without a layout fails the typecheck (the settings story is no page).
 */
const layoutRegistry: { [N in Exclude<ContentTypeName, 'settings'>]: ComponentType<LayoutProps<BlokByName[N]>> } = {
  page: PageLayout,
  product: ProductLayout,
  'frequently-asked-question': FaqLayout,
  news: NewsLayout,
  reference: ReferenceLayout,
  job: JobLayout,
  'info-center-document': InfoCenterDocumentLayout,
  manual: ManualLayout,
  'manual-legacy': ManualLegacyLayout,
};

/**
 * The layouts as the page looks one up by a story's component. The one cast: the registry holds under each
 * content type's name the layout of that type, so the layout found under a story's component takes the
 * story; TypeScript cannot follow a lookup by a name known only at run time.
 */
export const layouts = layoutRegistry as Partial<Record<ContentTypeName, ComponentType<LayoutProps>>>;

/** The header floats over the page when the first hero block is an animated hero, otherwise it sticks to the top. */
export function headerFloats(content: ContentTypeBlok): boolean {
  const hero = 'hero' in content ? content.hero : undefined;
  return hero?.[0]?.component === 'animated-hero';
}
