import { assetOf, text } from '@/content/fields';
import type { NewsBlok } from '@/content/types';
import type { ListingDefinition } from '@/features/listing/listing';
import { formatDate } from '@/lib/dates';
import { storyHref } from '@/lib/links';

/** News, newest first, filtered by category: the news list and `/api/list/news/`. */
export const newsListing: ListingDefinition<NewsBlok> = {
  name: 'news',
  contentType: 'news',
  sortBy: 'content.date:desc',
  filters: { category: 'category' },
  labels: 'news-categories',
  item(story, locale, categories) {
    const date = text(story.content.date);
    return {
      key: story.uuid,
      title: text(story.content.title) || story.name,
      description: text(story.content.description),
      href: storyHref(story.fullSlug, locale),
      meta: [date ? formatDate(date, locale) : '', categories.find((c) => c.value === story.content.category)?.label ?? ''].filter(Boolean),
      image: assetOf(story.content.image)?.filename ?? null,
      file: null,
    };
  },
};
