/**
 * A product's data sheet: a PDF the PDF service generates from the product's story in each language
 * (`/pdf/datasheet`, on the site's own origin), cached per publication. The product page links it in
 * its language, in the product bar and first among its downloads; its renderer page is
 * app/pdf-renderer/datasheet (ProductDatasheet).
 */
import type { Locale } from '@/i18n/routing';
import type { ProductBlok, Story } from '@/content/types';
import { documentFacts, documentFactsText } from '@/lib/document-facts';

/** The service's address of a product's data sheet, on the site's origin (the site or CloudFront forwards `/pdf/*`). */
export const datasheetPdfPath = (id: number, lang: string) => `/pdf/datasheet?${new URLSearchParams({ id: String(id), lang })}`;

/** how many technical data rows count as the product's key facts (the page's hero and the sheet's first page) */
export const KEY_FACTS = 4;

/**
 * "PDF · 180 KB" of the product's data sheet in `locale`. The size is asked of the PDF service (HEAD, which
 * renders and caches the sheet first when needed), remembered per publication: a new one is a new file.
 */
export async function datasheetFactsText(story: Pick<Story<ProductBlok>, 'id' | 'publishedAt'>, locale: Locale): Promise<string> {
  return documentFactsText(await documentFacts(datasheetPdfPath(story.id, locale), { version: story.publishedAt ?? '', waitForRender: true }), locale);
}
