import type { NewsBlok } from '@/content/types';
import type { ContentTypeDefinition } from '../types';
import { NewsLayout } from './NewsLayout';

export const newsType: ContentTypeDefinition<NewsBlok> = {
  Layout: NewsLayout,
  search: { type: 'news', rank: 1 },
  seo: ({ title, description }) => ({ title, description }),
};
