import { isStoryId } from '@pv/shared/story-paths';
import { notFound } from 'next/navigation';
import { ProductDatasheet } from '@/content-types/product';
import { isLocale } from '@/i18n/routing';
import { getSiteData, getStoryById } from '@/content';
import { isInLocale } from '@/content/page-languages';
import type { ProductBlok, Story } from '@/content/types';

// the PDF must show the publication it is cached under: always the content service's current one
export const dynamic = 'force-dynamic';

/** A product's data sheet as a print document: a product published in that language, else 404. */
export default async function DatasheetPrintPage({ params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  if (!isLocale(lang) || !isStoryId(id)) notFound();
  const story = await getStoryById(Number(id), lang, { version: 'published' });
  if (!story || story.content.component !== 'product' || !isInLocale(story, lang)) notFound();
  const { settings } = await getSiteData(lang, { version: 'published' });
  return <ProductDatasheet story={story as Story<ProductBlok>} locale={lang} settings={settings} />;
}
