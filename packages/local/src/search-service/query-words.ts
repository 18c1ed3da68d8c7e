import { decompound, DECOMPOUND_LANGUAGES, isStopWord, pluralForms } from './language.js';
import type { IndexSettings } from './settings.js';
import { normalise, tokenize } from './words.js';

export interface QueryParams {
  query?: string;
  filters?: string;
  facets?: string[];
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  queryLanguages?: string[];
  ignorePlurals?: boolean | string[];
  removeStopWords?: boolean | string[];
  decompoundQuery?: boolean;
}

/** A word the engine looks for in the records: a query word, a form of it or one of its parts. */
export interface Part {
  word: string;
  /** the end of the query: the word may begin a longer one */
  prefix: boolean;
  /** the records' compounds holding the word as a part (`decompoundedAttributes`), by attribute */
  compounds: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * A query word as the engine looks for it: the word, its singular or plural forms (`ignorePlurals`),
 * and its parts when it is a compound (`decompoundQuery`): any one alternative found matches the word.
 */
export interface QueryWord {
  word: string;
  /** each alternative: its parts (one for a word or a form of it, several for a compound's parts) */
  alternatives: Part[][];
}

/** The languages Algolia's language rules cover among the site's: what `true` means without `queryLanguages`. */
const ALL_LANGUAGES = ['de', 'en', 'fr', 'es', 'nl', 'it'];

/** The languages a language rule (`ignorePlurals`, `removeStopWords`) applies to: none, the query's, or those named. */
function ruleLanguages(rule: boolean | 'true' | 'false' | string[] | undefined, queryLanguages: string[] | undefined): string[] {
  if (Array.isArray(rule)) return rule;
  return rule === true || rule === 'true' ? (queryLanguages?.length ? queryLanguages : ALL_LANGUAGES) : [];
}

/**
 * The query's words, each with its alternatives (plural forms, compound parts) as the settings and
 * query ask. `known` tells a word the records hold (a compound splits into known words only);
 * `compoundsWith` the records' compounds holding a part, by attribute.
 */
export function queryWords(
  query: string,
  params: QueryParams,
  settings: IndexSettings,
  known: (term: string) => boolean,
  compoundsWith: (word: string, prefix: boolean) => Map<string, Set<string>>,
): QueryWord[] {
  const queryLanguages = params.queryLanguages ?? settings.queryLanguages;
  const stopLanguages = ruleLanguages(params.removeStopWords ?? settings.removeStopWords, queryLanguages);
  const pluralLanguages = ruleLanguages(params.ignorePlurals ?? settings.ignorePlurals, queryLanguages);
  // compounds are split for the query languages that have them (Algolia needs queryLanguages for this)
  const splitCompounds = (params.decompoundQuery ?? settings.decompoundQuery ?? true) && (queryLanguages ?? []).some((l) => DECOMPOUND_LANGUAGES.has(l));
  const all = tokenize(query).map(normalise);
  // Algolia removes no stop word from a word read as a prefix: the last one, unless a space ends the
  // query (prefixLast). Italian "AC ELWA-E" keeps its "e" and finds the AC ELWA-E before the AC ELWA 2.
  const lastIsPrefix = !/[\s]$/.test(query);
  // a query of stop words only keeps them
  const kept = all.filter((word, index) => (lastIsPrefix && index === all.length - 1) || !isStopWord(word, stopLanguages));
  const words = kept.length ? kept : all;
  return words.map((word, index) => {
    const alternatives = pluralForms(word, pluralLanguages).map((form) => [form]);
    const parts = splitCompounds && word.length >= 6 && !/\d/.test(word) ? decompound(word, known) : null;
    if (parts) alternatives.push(parts);
    // the last word's last part may begin a longer word
    const isLast = index === words.length - 1;
    const part = (text: string, prefix: boolean): Part => ({ word: text, prefix, compounds: compoundsWith(text, prefix) });
    return { word, alternatives: alternatives.map((alternative) => alternative.map((text, i) => part(text, isLast && i === alternative.length - 1))) };
  });
}
