import type { ManualBlok, ManualLegacyBlok } from '@/content/types';
import type { ContentTypeDefinition } from '../types';
import { ManualLayout, ManualLegacyLayout } from './ManualLayout';

export const manualType: ContentTypeDefinition<ManualBlok> = {
  Layout: ManualLayout,
  search: { type: 'manual', rank: 4 },
};

/** a manual kept as its PDF files: found among the manuals */
export const manualLegacyType: ContentTypeDefinition<ManualLegacyBlok> = {
  Layout: ManualLegacyLayout,
  search: { type: 'manual', rank: 4 },
};
