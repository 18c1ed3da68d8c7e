import type { NewsBlok } from '@/content/types';
import type { PageTypeDefinition } from '../types';
import { LatestNews } from './LatestNews';
import { newsListing } from './listing';
import { NewsLayout } from './NewsLayout';
import { NewsList } from './NewsList';

export const newsType: PageTypeDefinition<NewsBlok> = {
  component: 'news',
  Layout: NewsLayout,
  blocks: { 'news-list': NewsList, 'latest-news': LatestNews },
  listing: newsListing,
  search: { type: 'news', rank: 1 },
  seo: ({ title, description }) => ({ title, description }),
};
