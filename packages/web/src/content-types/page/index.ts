import type { PageBlok } from '@/content/types';
import type { ContentTypeDefinition } from '../types';
import { PageLayout } from './PageLayout';

export const pageType: ContentTypeDefinition<PageBlok> = {
  Layout: PageLayout,
  search: { type: 'page', rank: 3 },
};
