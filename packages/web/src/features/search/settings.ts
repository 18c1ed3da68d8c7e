/**
 * The search index's settings, in code: `npm run search:index` applies them before it fills the index,
 * and the publish webhook before it writes a story's records to an index that lacks them.
 */
import type { IndexSettings } from 'algoliasearch';
import { locales } from '@/i18n/routing';
import { HIGHLIGHT } from './query';

/** The searched attributes that hold German and Dutch compounds: names, summaries and whole texts alike. */
const COMPOUND_ATTRIBUTES = ['name', 'text', 'content'];

export const SEARCH_INDEX_SETTINGS = {
  // a name before a summary before the whole text before the names of chosen stories (a manual's product);
  // the path, type and language are never searched
  searchableAttributes: ['name', 'text', 'unordered(content)', 'unordered(related)'],
  // a record scores for every word by where it matched: all words in the name beat one in the name and the rest in the text
  attributeCriteriaComputedBy: 'sum',
  // the language only filters; type and document type also count (the results page's facets)
  attributesForFaceting: ['filterOnly(lang)', 'type', 'docType'],
  customRanking: ['desc(typeRank)', 'desc(date)'],
  indexLanguages: [...locales],
  // by each query's queryLanguages (the visitor's language): plurals, stop words and, in German and Dutch, the query's compounds
  ignorePlurals: true,
  removeStopWords: true,
  decompoundQuery: true,
  // the records' compounds (Algolia splits them only in the attributes listed here, by the language's
  // dictionary): "Speicher" then finds "Warmwasserspeicher" in a name, summary or text
  decompoundedAttributes: { de: COMPOUND_ATTRIBUTES, nl: COMPOUND_ATTRIBUTES },
  attributesToRetrieve: ['name', 'type', 'docType', 'text', 'image', 'full_slug', 'lang'],
  attributesToHighlight: ['name'],
  attributesToSnippet: ['text:24', 'content:24'],
  highlightPreTag: HIGHLIGHT.pre,
  highlightPostTag: HIGHLIGHT.post,
} satisfies IndexSettings;
