import type { ComponentType } from 'react';
import type { Blok } from '@/lib/content/types';
import { FaqLayout } from './FaqLayout';
import { InfoCenterDocumentLayout } from './InfoCenterDocumentLayout';
import { JobLayout } from './JobLayout';
import { ManualLayout, ManualLegacyLayout } from './ManualLayout';
import { NewsLayout } from './NewsLayout';
import { PageLayout } from './PageLayout';
import { ProductLayout } from './ProductLayout';
import { ReferenceLayout } from './ReferenceLayout';
import type { LayoutProps } from './types';

/** One layout per content type. */
export const layouts: Partial<Record<string, ComponentType<LayoutProps>>> = {
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

/** The header floats over the page when the first hero block is an animated hero, otherwise it sticks to the top. */
export function headerFloats(content: Blok): boolean {
  const hero = Array.isArray(content.hero) ? (content.hero as Blok[]) : [];
  return hero[0]?.component === 'animated-hero';
}
