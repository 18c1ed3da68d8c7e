import type { PartnerBlok } from '@/content/types';
import type { ContentTypeDefinition } from '../types';
import { PartnerFinder } from './PartnerFinder';

/** Partners are no pages: the partner finder shows them. */
export const partnerType: ContentTypeDefinition<PartnerBlok> = {
  component: 'partner',
  blocks: { 'partner-finder': PartnerFinder },
};
