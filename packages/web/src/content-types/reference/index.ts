import type { ReferenceBlok } from '@/content/types';
import type { ContentTypeDefinition } from '../types';
import { ReferenceLayout } from './ReferenceLayout';

export const referenceType: ContentTypeDefinition<ReferenceBlok> = {
  Layout: ReferenceLayout,
  search: { type: 'reference', rank: 1 },
  seo: ({ title, description }) => ({ title, description }),
};
