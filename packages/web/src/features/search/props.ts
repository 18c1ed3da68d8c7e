/** What the search palette and the results page receive from the server: public settings, labels and texts of one language. */
import { siteConfig } from '@/config';
import type { ClientTexts } from '@/i18n/client-texts';
import { clientTexts, translator, type MessageKey } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import type { SiteData } from '@/content/types';
import { resolveLink } from '@/lib/links';
import { SEARCH_TYPES, type SearchConfig, type SearchLabels, type SearchType } from '@/features/search/types';

const TEXT_KEYS = [
  'search.open',
  'search.title',
  'search.label',
  'search.placeholder',
  'search.prompt',
  'search.loading',
  'search.noResults.title',
  'search.noResults.text',
  'search.failed',
  'search.close',
  'search.showAll',
  'search.resultsFor',
  'search.allTypes',
  'search.filterByType',
  'search.submit',
  'search.openDocument',
] as const satisfies readonly MessageKey[];
export type SearchTexts = ClientTexts<(typeof TEXT_KEYS)[number]>;

export interface SearchProps {
  config: SearchConfig;
  locale: Locale;
  labels: SearchLabels;
  texts: SearchTexts;
  /** the results page, when the content has one */
  resultsPath: string | null;
}

/** The address of the page that lists all search results, when the settings name one. */
export const resultsPathOf = (locale: Locale, settings: SiteData['settings']): string | null =>
  resolveLink(settings?.searchPage, { locale, ...siteConfig })?.href ?? null;

export function searchProps(locale: Locale, { settings, documentTypes }: Pick<SiteData, 'settings' | 'documentTypes'>): SearchProps {
  const t = translator(locale);
  return {
    config: siteConfig.search,
    locale,
    labels: {
      types: Object.fromEntries(SEARCH_TYPES.map((type) => [type, t(`search.type.${type}`)])) as Record<SearchType, string>,
      docTypes: Object.fromEntries(documentTypes.map((d) => [d.value, d.label])),
    },
    texts: clientTexts(locale, TEXT_KEYS),
    resultsPath: resultsPathOf(locale, settings),
  };
}
