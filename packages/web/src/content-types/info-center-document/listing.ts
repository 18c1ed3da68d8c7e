import { text } from '@/content/fields';
import type { InfoCenterDocumentBlok } from '@/content/types';
import type { ListingDefinition } from '@/features/listing/listing';
import { isLocale, localeNames, type Locale } from '@/i18n/routing';
import { documentFacts, documentFactsText } from '@/lib/document-facts';
import { documentContext, resolveInfoCenterFile, type ResolvedDocument } from '@/lib/documents';
import { storyHref } from '@/lib/links';

const withFacts = async (document: ResolvedDocument, locale: Locale) => ({ ...document, facts: documentFactsText(await documentFacts(document.href), locale) });

/**
 * The information center's documents, newest first, filtered by type, product and language (the visitor's
 * language first where none is chosen): the info center and `/api/list/documents/`.
 */
export const documentsListing: ListingDefinition<InfoCenterDocumentBlok> = {
  name: 'documents',
  contentType: 'info-center-document',
  sortBy: 'content.date:desc',
  filters: { docType: 'doc_type', productName: 'product_name', language: 'language' },
  labels: 'doc-types',
  visitorLanguageFirst: true,
  async item(story, locale, documentTypes) {
    const file = text(story.content.file?.filename);
    const language = text(story.content.language);
    const docType = documentTypes.find((d) => d.value === story.content.doc_type);
    return {
      key: story.uuid,
      title: text(story.content.title) || story.name,
      description: text(story.content.description),
      href: storyHref(story.fullSlug, locale),
      meta: [
        docType?.label ?? '',
        text(story.content.product_name),
        isLocale(language) ? localeNames[language] : language.toUpperCase(),
      ].filter(Boolean),
      image: null,
      file: file ? await withFacts(resolveInfoCenterFile(file, text(story.content.doc_type), documentContext()), locale) : null,
    };
  },
};
