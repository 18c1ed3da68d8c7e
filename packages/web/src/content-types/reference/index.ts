import type { ReferenceBlok } from '@/content/types';
import type { PageTypeDefinition } from '../types';
import { ReferenceLayout } from './ReferenceLayout';
import { ReferenceList } from './ReferenceList';
import { ReferencesTeaser } from './ReferencesTeaser';

export const referenceType: PageTypeDefinition<ReferenceBlok> = {
  component: 'reference',
  Layout: ReferenceLayout,
  blocks: { 'references-teaser': ReferencesTeaser, 'reference-list': ReferenceList },
  // a project is found by its product's name too
  search: { type: 'reference', rank: 1, relatedText: ['product'] },
  seo: ({ title, description }) => ({ title, description }),
};
