/**
 * Paged, filtered listings, the machinery the content types' listings share (news, info center): their list
 * blocks show the first page, the list API (`/api/list/<name>/`) every page. What a listing lists and how an
 * entry looks is the content type's own (`ListingDefinition`, in its folder).
 */
import { isLocale, type Locale } from '@/i18n/routing';
import { getStoriesPage, type ContentVersion, type getDatasource, type ListQuery } from '../../content';
import { contentLimits } from '../../content/client';
import type { ContentTypeBlok, DatasourceEntry, Story } from '../../content/types';
import type { ResolvedDocument } from '../../lib/documents';

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

/** a datasource that labels a listing's entries */
export type LabelsDatasource = Parameters<typeof getDatasource>[0];

/**
 * A paged, filtered listing of one content type, kept in the type's folder (its `listing`) and served by the
 * list API at `/api/list/<name>/`; its list block shows the first page.
 */
export interface ListingDefinition<C extends ContentTypeBlok = ContentTypeBlok> {
  /** the listing's name in the list API's address */
  name: string;
  contentType: C['component'];
  /** the content service's order (`content.date:desc`) */
  sortBy: string;
  /** the filters a request may set: URL parameter → content field */
  filters: Readonly<Record<string, string>>;
  /** the datasource whose labels its entries show */
  labels: LabelsDatasource;
  /** a visitor who has not chosen a language sees the entries in theirs first */
  visitorLanguageFirst?: boolean;
  /** one entry as the list component shows it */
  item(story: Story<C>, locale: Locale, labels: DatasourceEntry[]): ListItem | Promise<ListItem>;
}

export interface ListRequest {
  locale: Locale;
  page: number;
  searchTerm: string;
  filters: Record<string, string>;
}

/** Reads a listing request from query parameters; unknown or malformed values become defaults. */
export function parseListRequest(listing: Pick<ListingDefinition, 'filters'>, params: URLSearchParams): ListRequest | { error: string } {
  const locale = params.get('locale');
  if (!isLocale(locale)) return { error: 'locale must be one of the site languages' };
  const page = Number(params.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1 || page > 1000) return { error: 'page must be a whole number from 1' };
  const searchTerm = (params.get('q') ?? '').trim().slice(0, 100);
  const filters = Object.fromEntries(
    Object.keys(listing.filters).map((name) => [name, (params.get(name) ?? '').trim().slice(0, 100)] as const).filter(([, v]) => v),
  );
  return { locale, page, searchTerm, filters };
}

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

export async function loadListPage<C extends ContentTypeBlok>(
  listing: ListingDefinition<C>,
  { locale, page, searchTerm, filters }: ListRequest,
  labels: DatasourceEntry[],
  version: ContentVersion,
): Promise<ListPage> {
  const filter: NonNullable<ListQuery['filter']> = Object.fromEntries(Object.entries(filters).map(([name, value]) => [listing.filters[name] ?? name, { in: value }]));
  const query = (pageNumber: number, extra: ListQuery['filter'] = {}) => {
    const conditions = { ...filter, ...extra };
    return getStoriesPage(listing.contentType, locale, { page: pageNumber, sortBy: listing.sortBy, searchTerm: searchTerm || undefined, filter: Object.keys(conditions).length ? conditions : undefined }, { version });
  };
  // a visitor who has not chosen a language sees the documents in theirs first
  const { stories, total } =
    listing.visitorLanguageFirst && !filters.language ? await visitorLanguageFirst((pageNumber, language) => query(pageNumber, { language }), locale, page) : await query(page);
  // the service sends only stories of the listing's content type
  const items = await Promise.all(stories.map((s) => listing.item(s as unknown as Story<C>, locale, labels)));
  return { items, total, page };
}
