import type { Locale } from '@/i18n/routing';
import type { ContentTypeBlok, Story } from '@/content/types';

/** The kinds of results, in the order the palette groups them and the results page lists its type filter (each labelled `search.type.<kind>` in the catalogs). */
export const SEARCH_TYPES = ['page', 'product', 'frequently-asked-question', 'manual', 'info-center-document', 'reference', 'news'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const isSearchType = (value: unknown): value is SearchType => (SEARCH_TYPES as readonly unknown[]).includes(value);

/** How a content type is found (its folder says it, the registry collects it): a type without one is not searched. */
export interface SearchDefinition<C extends ContentTypeBlok = ContentTypeBlok> {
  /** the kind of result its stories show as */
  type: SearchType;
  /** its place when relevance ties (Algolia's custom ranking, `typeRank`): higher first */
  rank: number;
  /** the record's name when it is not the story's title (a product by its product name) */
  name?: (story: Story<C>) => string;
  /** the record's title when the story has no `title` (an FAQ's question) */
  title?: (content: C) => string;
  /** the short text when it is not the description (a document's address) */
  text?: (content: C) => string;
  /** the result's thumbnail when it is not the story's `image` (a manual shows its product) */
  image?: (story: Story<C>) => string;
}

/** One index record: a story in one language (`objectID` = `{story id}-{lang}`). */
export interface SearchRecord {
  objectID: string;
  name: string;
  type: SearchType;
  /** document type (datasource value) of info-center documents */
  docType?: string;
  /** the content type's place in the ranking when relevance ties (its `SearchDefinition.rank`) */
  typeRank: number;
  /** seconds since 1970: a news item's date, else the first publication (newer first when all else ties) */
  date?: number;
  /** a short text: the story's description, or for documents the document's address */
  text: string;
  /** the story's whole text, searched but not retrieved (trimmed to keep the record under 10 KB) */
  content: string;
  /** the names and text of the stories it chose that find it too (a manual's product), searched last, never snipped */
  related?: string;
  /** its thumbnail on the results page: an asset address */
  image?: string;
  /** the story's path in `lang`, without locale prefix */
  full_slug: string;
  lang: Locale;
}

interface Highlighted {
  value: string;
  matchLevel?: 'none' | 'partial' | 'full';
}

/** A hit as the search service returns it. */
export type SearchHit = Partial<Omit<SearchRecord, 'objectID' | 'type'>> & {
  objectID: string;
  title?: string;
  type?: string;
  _highlightResult?: Partial<Record<'name' | 'title' | 'text' | 'content', Highlighted>>;
  _snippetResult?: Partial<Record<'text' | 'content', Highlighted>>;
};

/** What the palette and the results page show for a hit. */
export interface SearchResultItem {
  id: string;
  name: string;
  /** the name with the matched words in `<mark>`, everything else escaped */
  nameHtml: string;
  /** a short excerpt with the matched words in `<mark>` (results page) */
  excerptHtml: string;
  component: SearchType;
  docType?: string;
  /** the hit's text as an address, when it is one and shorter than 1000 characters */
  websiteLink?: string;
  /** translated category label */
  category: string;
  full_slug: string;
  /** the story's page */
  href: string;
  /** a small picture of the hit (a product's render), sized for the results page */
  thumbnail?: string;
}

export interface SearchGroup {
  type: SearchType;
  label: string;
  items: SearchResultItem[];
}

/** Public search settings the browser needs (the search key is a search-only key). */
export interface SearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  /** the search service's address; empty means Algolia's own hosts */
  host: string;
}

/** What mapping a hit needs: the category labels of the visitor's language. */
export interface SearchLabels {
  /** label per content type */
  types: Record<SearchType, string>;
  /** label per document type (datasource value) */
  docTypes: Record<string, string>;
}
