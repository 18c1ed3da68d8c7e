import { editableAttributes } from '@/content/editable';
import { contentVersion, siteData } from '@/content/request-content';
import type { BlockProps } from '@/blocks/types';
import { FilterableList } from '@/features/listing/FilterableList';
import { listTexts } from '@/features/listing/labels';
import { loadListPage } from '@/features/listing/listing';
import { translator } from '@/i18n/messages';
import { localeNames, locales } from '@/i18n/routing';
import { documentsListing } from './listing';

/** Information center: documents searched by text and filtered by type, product and language; the visitor's language first. */
export async function InfoCenter({ blok, locale }: BlockProps) {
  const t = translator(locale);
  const { documentTypes, products } = await siteData(locale);
  const initial = await loadListPage(documentsListing, { locale, page: 1, searchTerm: '', filters: {} }, documentTypes, await contentVersion());
  const productNames = [...new Set(products.map((p) => String(p.content.family || p.name)))].sort();
  return (
    <section className="container section" {...editableAttributes(blok)}>
      <FilterableList
        endpoint={`/api/list/${documentsListing.name}/`}
        initial={initial}
        searchable
        filters={[
          { name: 'docType', label: t('docs.type'), options: documentTypes.map((d) => ({ value: d.value, label: d.label })) },
          { name: 'productName', label: t('docs.product'), options: productNames.map((name) => ({ value: name, label: name })) },
          { name: 'language', label: t('docs.language'), options: locales.map((l) => ({ value: l, label: localeNames[l] })) },
        ]}
        texts={listTexts(locale)}
      />
    </section>
  );
}
