import { FilterableList, type FilterableListLabels } from '@/features/listing/FilterableList';
import { messages, type Messages } from '@/i18n/messages';
import { localeNames, locales } from '@/i18n/routing';
import { editableAttributes } from '@/content/editable';
import { contentVersion, siteData } from '@/content/request-content';
import { loadListPage } from '@/features/listing/listing';
import type { BlockProps } from '../../blocks/types';

const listLabels = (t: Messages): FilterableListLabels => ({
  search: t['list.search'],
  searchLabel: t['list.searchLabel'],
  all: t['list.all'],
  loadMore: t['list.loadMore'],
  shown: { one: t['list.shown.one'], other: t['list.shown.other'] },
  noResults: t['list.noResults'],
  loading: t['list.loading'],
  loadFailed: t['list.loadFailed'],
  retry: t['list.retry'],
  reset: t['list.reset'],
  open: t['docs.download'],
});

/** News with text search, category filter and "load more" (25 a page). */
export async function NewsList({ blok, locale }: BlockProps) {
  const t = messages[locale];
  const { newsCategories } = await siteData(locale);
  const initial = await loadListPage('news', { locale, page: 1, searchTerm: '', filters: {} }, newsCategories, await contentVersion());
  return (
    <section className="container section" {...editableAttributes(blok)}>
      <FilterableList
        endpoint="/api/list/news/"
        locale={locale}
        initial={initial}
        searchable
        filters={[{ name: 'category', label: t['list.category'], options: newsCategories.map((c) => ({ value: c.value, label: c.label })) }]}
        labels={listLabels(t)}
      />
    </section>
  );
}

/** Information center: documents filtered by type, product and language. */
export async function InfoCenter({ blok, locale }: BlockProps) {
  const t = messages[locale];
  const { documentTypes, products } = await siteData(locale);
  const initial = await loadListPage('documents', { locale, page: 1, searchTerm: '', filters: {} }, documentTypes, await contentVersion());
  const productNames = [...new Set(products.map((p) => String(p.content.family || p.name)))].sort();
  return (
    <section className="container section" {...editableAttributes(blok)}>
      <FilterableList
        endpoint="/api/list/documents/"
        locale={locale}
        initial={initial}
        searchable={false}
        filters={[
          { name: 'docType', label: t['docs.type'], options: documentTypes.map((d) => ({ value: d.value, label: d.label })) },
          { name: 'productName', label: t['docs.product'], options: productNames.map((name) => ({ value: name, label: name })) },
          { name: 'language', label: t['docs.language'], options: locales.map((l) => ({ value: l, label: localeNames[l] })) },
        ]}
        labels={listLabels(t)}
      />
    </section>
  );
}
