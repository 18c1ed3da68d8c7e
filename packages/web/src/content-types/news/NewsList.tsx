import { editableAttributes } from '@/content/editable';
import { contentVersion, siteData } from '@/content/request-content';
import type { BlockProps } from '@/blocks/types';
import { FilterableList } from '@/features/listing/FilterableList';
import { listTexts } from '@/features/listing/labels';
import { loadListPage } from '@/features/listing/listing';
import { translator } from '@/i18n/messages';
import { newsListing } from './listing';

/** News with text search, category filter and "load more" (25 a page). */
export async function NewsList({ blok, locale }: BlockProps) {
  const t = translator(locale);
  const { newsCategories } = await siteData(locale);
  const initial = await loadListPage(newsListing, { locale, page: 1, searchTerm: '', filters: {} }, newsCategories, await contentVersion());
  return (
    <section className="container section" {...editableAttributes(blok)}>
      <FilterableList
        endpoint={`/api/list/${newsListing.name}/`}
        initial={initial}
        searchable
        filters={[{ name: 'category', label: t('list.category'), options: newsCategories.map((c) => ({ value: c.value, label: c.label })) }]}
        texts={listTexts(locale)}
      />
    </section>
  );
}
