import type { PageBlok } from '@/content/types';
import type { PageTypeDefinition } from '../types';
import { PageLayout } from './PageLayout';

export const pageType: PageTypeDefinition<PageBlok> = {
  component: 'page',
  Layout: PageLayout,
  search: { type: 'page', rank: 3 },
};
