/** Paged, filtered listings (news, info center) shared by the list blocks and their JSON routes. */
import { isLocale, localeNames, type Locale } from '@/i18n/routing';
import { getStoriesPage, type ContentVersion, type ListQuery } from '../../content';
import { contentLimits } from '../../content/client';
import { assetOf, text } from '../../content/fields';
import type { DatasourceEntry, InfoCenterDocumentBlok, NewsBlok, Story } from '../../content/types';
import { formatDate } from '../../lib/dates';
import { documentFacts, documentFactsText } from '../../lib/document-facts';
import { documentContext, resolveInfoCenterFile, type ResolvedDocument } from '../../lib/documents';
import { storyHref } from '../../lib/links';

/** One entry of a listing as the list component shows it. */
export interface ListItem {
  key: string;
  title: string;
  description: string;
  /** the entry's own page */
  href: string;
  meta: string[];
  image: string | null;
  /** the entry's file, by the document-link rules, with its format and size, e.g. "PDF · 1.2 MB" (documents only) */
  file: (ResolvedDocument & { facts: string }) | null;
}

export interface ListPage {
  items: ListItem[];
  total: number;
  page: number;
}

/** The lists the list API serves: what they list, in which order, their filters and the datasource that labels their items. */
export const LISTINGS = {
  news: { contentType: 'news', sortBy: 'content.date:desc', filters: ['category'], labels: 'news-categories' },
  documents: { contentType: 'info-center-document', sortBy: 'content.date:desc', filters: ['docType', 'productName', 'language'], labels: 'doc-types', visitorLanguageFirst: true },
} as const;
export type ListingName = keyof typeof LISTINGS;

/** URL filter name → content field. */
const FILTER_FIELDS: Record<string, string> = { category: 'category', docType: 'doc_type', productName: 'product_name', language: 'language' };

export interface ListRequest {
  locale: Locale;
  page: number;
  searchTerm: string;
  filters: Record<string, string>;
}

/** Reads a listing request from query parameters; unknown or malformed values become defaults. */
export function parseListRequest(listing: ListingName, params: URLSearchParams): ListRequest | { error: string } {
  const locale = params.get('locale');
  if (!isLocale(locale)) return { error: 'locale must be one of the site languages' };
  const page = Number(params.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > 1000) return { error: 'page must be a whole number from 1' };
  const searchTerm = (params.get('q') ?? '').trim().slice(0, 100);
  const filters = Object.fromEntries(
    LISTINGS[listing].filters.map((name) => [name, (params.get(name) ?? '').trim().slice(0, 100)] as const).filter(([, v]) => v),
  );
  return { locale, page, searchTerm, filters };
}

function newsItem(story: Story<NewsBlok>, locale: Locale, categories: DatasourceEntry[]): ListItem {
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
}

async function documentItem(story: Story<InfoCenterDocumentBlok>, locale: Locale, documentTypes: DatasourceEntry[]): Promise<ListItem> {
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
}

const withFacts = async (document: ResolvedDocument, locale: Locale) => ({ ...document, facts: documentFactsText(await documentFacts(document.href), locale) });

/**
 * A page of a listing with the visitor's language first: the entries in their language, then all others, each
 * part in the listing's order. Two queries stand for one ordered list; a page where the first part ends takes
 * the rest from the second.
 */
export async function visitorLanguageFirst<S>(
  read: (page: number, language: Record<string, string>) => Promise<{ stories: S[]; total: number }>,
  locale: Locale,
  page: number,
): Promise<{ stories: S[]; total: number }> {
  const size = contentLimits.listPageSize;
  const own = await read(page, { in: locale });
  const missing = size - own.stories.length;
  if (missing <= 0) return { stories: own.stories, total: own.total + (await read(1, { not_in: locale })).total };
  const offset = Math.max(0, (page - 1) * size - own.total);
  const first = await read(Math.floor(offset / size) + 1, { not_in: locale });
  let others = first.stories.slice(offset % size);
  if (others.length < missing && offset % size > 0 && (Math.floor(offset / size) + 1) * size < first.total) {
    others = others.concat((await read(Math.floor(offset / size) + 2, { not_in: locale })).stories);
  }
  return { stories: [...own.stories, ...others.slice(0, missing)], total: own.total + first.total };
}

export async function loadListPage(
  listing: ListingName,
  { locale, page, searchTerm, filters }: ListRequest,
  labels: DatasourceEntry[],
  version: ContentVersion,
): Promise<ListPage> {
  const definition: { contentType: 'news' | 'info-center-document'; sortBy: string; visitorLanguageFirst?: boolean } = LISTINGS[listing];
  const filter: NonNullable<ListQuery['filter']> = Object.fromEntries(Object.entries(filters).map(([name, value]) => [FILTER_FIELDS[name] ?? name, { in: value }]));
  const query = (pageNumber: number, extra: ListQuery['filter'] = {}) => {
    const conditions = { ...filter, ...extra };
    return getStoriesPage(definition.contentType, locale, { page: pageNumber, sortBy: definition.sortBy, searchTerm: searchTerm || undefined, filter: Object.keys(conditions).length ? conditions : undefined }, { version });
  };
  // a visitor who has not chosen a language sees the documents in theirs first
  const { stories, total } =
    definition.visitorLanguageFirst && !filters.language ? await visitorLanguageFirst((pageNumber, language) => query(pageNumber, { language }), locale, page) : await query(page);
  const items = await Promise.all(stories.map((s) => (s.component === 'news' ? newsItem(s, locale, labels) : documentItem(s, locale, labels))));
  return { items, total, page };
}
