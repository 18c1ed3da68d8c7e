/**
 * The full-text engine behind the local search service: MiniSearch with Algolia's query semantics
 * as far as the site uses them: every word required, a prefix on the last one, typo tolerance; the
 * index's settings (searchable attributes in rank order, attributes declared for faceting, custom
 * ranking, stop words, plurals and the query's compounds by query language, the records' compounds
 * in the attributes `decompoundedAttributes` lists); `filters`, facet counts, paging, highlighting
 * and snippets.
 */
import type { HighlightResultOption, Hit, SearchResponse, SnippetResultOption } from '@algolia/client-search';
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import { matchesFilter, parseFilters, type Filter } from './filters.js';
import { decompound, DECOMPOUND_LANGUAGES, isStopWord, pluralForms, recordCompounds, type RecordCompounds } from './language.js';
import { customRankingCompare, facetDeclarations, searchableRanks, unorderedAttributes, type IndexSettings, type SettingsChanges } from './settings.js';

export type SearchRecord = { objectID: string } & Record<string, unknown>;

/** MiniSearch, also telling the words it holds (its index is MiniSearch's own, not public) */
class Engine extends MiniSearch<SearchRecord> {
  /** each searched attribute's words in the records held now (a discarded record's words stay in the index until MiniSearch vacuums it) */
  words(): Map<string, Set<string>> {
    const attributes = new Map(Object.entries(this._fieldIds).map(([attribute, id]) => [id, attribute]));
    const words = new Map<string, Set<string>>();
    for (const [word, byAttribute] of this._index) {
      for (const [id, records] of byAttribute) {
        const attribute = attributes.get(id)!;
        if ([...records.keys()].some((record) => this._documentIds.has(record))) words.set(attribute, (words.get(attribute) ?? new Set()).add(word));
      }
    }
    return words;
  }
}

/** Algolia refuses records above 10 KB. */
export const MAX_RECORD_BYTES = 10_000;

/** The languages Algolia's language rules cover among the site's: what `true` means without `queryLanguages`. */
const ALL_LANGUAGES = ['de', 'en', 'fr', 'es', 'nl', 'it'];

/** lower case, accents folded, ß → ss: "Wärme" matches "warme" and "waerme" matches neither, as in Algolia */
export function normalise(term: string): string {
  return term.toLowerCase().replace(/ß/g, 'ss').normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

const WORD = /[\p{L}\p{N}]+/gu;
const tokenize = (text: string) => text.match(WORD) ?? [];

/** Typos Algolia allows in a word: none below 4 letters, 1 up to 7, 2 from 8. */
const allowedTypos = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);
/** MiniSearch counts a swapped pair of letters as two edits, so candidates are found with one more and checked below */
const candidateEdits = (word: string) => (word.length < 4 ? 0 : 2);

/** Edits between two words, a swap of neighbouring letters counting as one (Damerau–Levenshtein, optimal string alignment). */
export function typoDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** Typos between a query word and a document word; the last query word may be a prefix of it. */
function wordDistance(word: string, term: string, isLast: boolean): number {
  const whole = typoDistance(word, term);
  return isLast ? Math.min(whole, typoDistance(word, term.slice(0, word.length))) : whole;
}

/** A word the engine looks for in the records: a query word, a form of it or one of its parts. */
interface Part {
  word: string;
  /** the end of the query: the word may begin a longer one */
  prefix: boolean;
  /** the records' compounds holding the word as a part (`decompoundedAttributes`), by attribute */
  compounds: ReadonlyMap<string, ReadonlySet<string>>;
}

function inCompound(part: Part, term: string): boolean {
  for (const terms of part.compounds.values()) if (terms.has(term)) return true;
  return false;
}

/**
 * A query word as the engine looks for it: the word, its singular or plural forms (`ignorePlurals`),
 * and its parts when it is a compound (`decompoundQuery`): any one alternative found matches the word.
 */
interface QueryWord {
  word: string;
  /** each alternative: its parts (one for a word or a form of it, several for a compound's parts) */
  alternatives: Part[][];
}

/** How a hit matched the query words, or null when one of them is not really matched (too many typos). */
interface WordMatch {
  /** the document words that matched */
  terms: string[];
  /** the document words that matched each query word, in query order: one list per part (several for a compound's parts) */
  perWord: string[][][];
  typos: number;
  /** query words found without typo or prefix (a plural form counts as exact, as Algolia's `alternativesAsExact`) */
  exact: number;
}

function matchWords(words: QueryWord[], terms: string[]): WordMatch | null {
  const used = new Set<string>();
  const perWord: string[][][] = [];
  let typos = 0;
  let exact = 0;
  for (const { alternatives } of words) {
    let best: { typos: number; exact: boolean; terms: string[][] } | null = null;
    for (const parts of alternatives) {
      let sum = 0;
      const found: string[][] = [];
      let allExact = parts.length === 1;
      for (const part of parts) {
        // a record's compound holding the part matches it without typo, though not exactly
        const distance = (term: string) => (inCompound(part, term) ? 0 : wordDistance(part.word, term, part.prefix));
        let partBest = Infinity;
        let partTerm = '';
        for (const term of terms) {
          const typos = distance(term);
          if (typos < partBest) [partBest, partTerm] = [typos, term];
        }
        if (partBest > allowedTypos(part.word)) {
          sum = Infinity;
          break;
        }
        sum += partBest;
        found.push(terms.filter((term) => distance(term) <= allowedTypos(part.word)));
        if (partTerm !== part.word) allExact = false;
      }
      if (sum === Infinity) continue;
      if (!best || sum < best.typos || (sum === best.typos && allExact && !best.exact)) best = { typos: sum, exact: allExact, terms: found };
    }
    if (!best) return null;
    typos += best.typos;
    if (best.exact) exact += 1;
    best.terms.flat().forEach((term) => used.add(term));
    perWord.push(best.terms);
  }
  return { terms: [...used], perWord, typos, exact };
}

/** Where each word occurs in each searchable attribute of a record (built once per record version). */
const positionCache = new WeakMap<SearchRecord, Map<string, Map<string, number[]>>>();

function positionsOf(record: SearchRecord, attributes: Iterable<string>): Map<string, Map<string, number[]>> {
  let byAttribute = positionCache.get(record);
  if (!byAttribute) {
    byAttribute = new Map();
    for (const attribute of attributes) {
      const value = record[attribute];
      if (typeof value !== 'string') continue;
      const positions = new Map<string, number[]>();
      tokenize(value).forEach((token, position) => {
        const word = normalise(token);
        const list = positions.get(word);
        if (list) list.push(position);
        else positions.set(word, [position]);
      });
      byAttribute.set(attribute, positions);
    }
    positionCache.set(record, byAttribute);
  }
  return byAttribute;
}

/** positions past this in an ordered attribute count alike */
const MAX_POSITION = 999;

/**
 * Algolia's attribute criterion for a record, lower is better: per query word, the rank of the best
 * attribute holding it (then, in an ordered attribute, how early); `sum` adds the words' scores, the
 * other strategies take the best word's.
 */
function attributeScore(record: SearchRecord, perWord: string[][][], ranks: ReadonlyMap<string, number>, unordered: ReadonlySet<string>, sum: boolean): number {
  const byAttribute = positionsOf(record, ranks.keys());
  const partScore = (terms: string[]) => {
    let best = Infinity;
    for (const [attribute, positions] of byAttribute) {
      const first = Math.min(...terms.flatMap((term) => positions.get(term) ?? []));
      if (first === Infinity) continue;
      best = Math.min(best, (ranks.get(attribute) ?? 0) * (MAX_POSITION + 1) + (unordered.has(attribute) ? 0 : Math.min(first, MAX_POSITION)));
    }
    return best;
  };
  // a word found as a compound's parts scores as its worst-placed part
  const scores = perWord.map((parts) => Math.max(...parts.map(partScore)));
  return sum ? scores.reduce((total, score) => total + score, 0) : Math.min(...scores);
}

/** Algolia's distance between words of different attributes, and the most any pair adds */
const MAX_PROXIMITY = 8;

/**
 * Algolia's proximity criterion: for each pair of neighbouring query words, how close the words
 * that matched them stand in one attribute (at most 8, also when only different attributes hold them); summed.
 */
function proximity(record: SearchRecord, groups: string[][][], attributes: Iterable<string>): number {
  const perWord = groups.map((parts) => parts.flat());
  if (perWord.length < 2) return 0;
  const byAttribute = positionsOf(record, attributes);
  let sum = 0;
  for (let i = 0; i + 1 < perWord.length; i++) {
    let best = MAX_PROXIMITY;
    for (const positions of byAttribute.values()) {
      const left = perWord[i]!.flatMap((term) => positions.get(term) ?? []);
      const right = perWord[i + 1]!.flatMap((term) => positions.get(term) ?? []);
      for (const a of left) for (const b of right) if (a !== b) best = Math.min(best, Math.abs(a - b));
      if (best === 1) break;
    }
    sum += best;
  }
  return sum;
}

/** A part as MiniSearch looks for it: the word itself (typos, prefix), or a record's compound holding it in an attribute that splits it. */
function partQuery({ word, prefix, compounds }: Part): Query {
  const lookup: Query = { queries: [word], prefix, fuzzy: candidateEdits(word) };
  if (!compounds.size) return lookup;
  const compoundQueries = [...compounds].map(([attribute, terms]): Query => ({ queries: [[...terms].join(' ')], fields: [attribute], combineWith: 'OR', prefix: false, fuzzy: false }));
  return { combineWith: 'OR', queries: [lookup, ...compoundQueries] };
}

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

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const partitionKey = (record: Record<string, unknown>) => String(record.lang ?? '');

/** The languages a language rule (`ignorePlurals`, `removeStopWords`) applies to: none, the query's, or those named. */
function ruleLanguages(rule: boolean | 'true' | 'false' | string[] | undefined, queryLanguages: string[] | undefined): string[] {
  if (Array.isArray(rule)) return rule;
  return rule === true || rule === 'true' ? (queryLanguages?.length ? queryLanguages : ALL_LANGUAGES) : [];
}

/** The language a filter requires (`lang:xx`, alone or joined by AND), if any. */
function requiredLanguage(filter: Filter | null): string | null {
  if (!filter) return null;
  if (filter.kind === 'facet') return filter.attribute === 'lang' ? filter.value : null;
  if (filter.kind === 'and') return filter.filters.map(requiredLanguage).find((lang) => lang !== null) ?? null;
  return null;
}

/**
 * The filter with every condition on an attribute not declared for faceting made false: on Algolia it
 * matches nothing. objectID filters without being declared.
 */
function declaredOnly(filter: Filter, declared: ReadonlyMap<string, unknown>): Filter {
  switch (filter.kind) {
    case 'facet':
      return declared.has(filter.attribute) || filter.attribute === 'objectID' ? filter : { kind: 'or', filters: [] };
    case 'not':
      return { kind: 'not', filter: declaredOnly(filter.filter, declared) };
    default:
      return { kind: filter.kind, filters: filter.filters.map((f) => declaredOnly(f, declared)) };
  }
}

export class SearchIndex {
  private readonly records = new Map<string, SearchRecord>();
  /** one full-text index per language: a query filtered by `lang:` searches only its language's records */
  private partitions = new Map<string, Engine>();
  /** the attributes the full-text indexes hold; they are rebuilt when the searchable attributes change */
  private fields: string[] = [];
  /** the records' compounds by part (`decompoundedAttributes`), worked out again after a change */
  private compounds: RecordCompounds | null = null;
  settings: IndexSettings = {};
  readonly createdAt = new Date().toISOString();
  updatedAt = this.createdAt;

  private changed(): void {
    this.compounds = null;
    this.updatedAt = new Date().toISOString();
  }

  /** Algolia's setSettings: the settings given replace those of the same name (null resets one), the rest stay. */
  setSettings(changes: SettingsChanges): void {
    const next: IndexSettings = { ...this.settings };
    // by name, as the request's body gives them
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) Reflect.deleteProperty(next, name);
      else Object.assign(next, { [name]: value });
    }
    this.replaceSettings(next);
  }

  /** all settings at once (a copy of another index's) */
  replaceSettings(settings: IndexSettings): void {
    this.settings = { ...settings };
    this.changed();
    // an empty index (replaceAllObjects' new one) takes its searched attributes at once: the records
    // written next are indexed as they come, rather than all at the first search
    if (!this.records.size) this.engines();
  }

  /** searchable attributes: the settings', or every text attribute of the records (Algolia's default) */
  private searchFields(): string[] {
    if (this.settings.searchableAttributes?.length) return [...searchableRanks(this.settings, []).keys()];
    const names = new Set<string>();
    for (const record of this.records.values()) for (const [name, value] of Object.entries(record)) if (name !== 'objectID' && typeof value === 'string') names.add(name);
    return [...names];
  }

  private createEngine(fields: string[]) {
    return new Engine({
      idField: 'objectID',
      fields,
      tokenize,
      processTerm: normalise,
      extractField: (record, field) => (typeof record[field] === 'string' ? (record[field] as string) : ''),
    });
  }

  private partition(record: SearchRecord): Engine {
    const key = partitionKey(record);
    let engine = this.partitions.get(key);
    if (!engine) this.partitions.set(key, (engine = this.createEngine(this.fields)));
    return engine;
  }

  /** the full-text indexes, rebuilt first when settings or a new attribute changed what is searched */
  private engines(): Map<string, Engine> {
    const fields = this.searchFields();
    if (fields.length !== this.fields.length || fields.some((field, i) => field !== this.fields[i])) {
      this.fields = fields;
      this.partitions = new Map();
      for (const record of this.records.values()) this.partition(record).add(record);
    }
    return this.partitions;
  }

  get size(): number {
    return this.records.size;
  }

  /** the records' size in bytes as JSON (Algolia's `dataSize`) */
  dataSize(): number {
    return Buffer.byteLength(JSON.stringify([...this.records.values()]));
  }

  save(record: SearchRecord): void {
    const previous = this.records.get(record.objectID);
    if (previous) this.partition(previous).discard(record.objectID);
    this.records.set(record.objectID, record);
    this.partition(record).add(record);
    this.changed();
  }

  /** merges attributes into a record, creating it when missing (Algolia's partialUpdateObject) */
  update(objectID: string, attributes: Record<string, unknown>): void {
    this.save({ ...(this.records.get(objectID) ?? {}), ...attributes, objectID });
  }

  get(objectID: string): SearchRecord | undefined {
    return this.records.get(objectID);
  }

  delete(objectID: string): boolean {
    const record = this.records.get(objectID);
    if (!record) return false;
    this.records.delete(objectID);
    this.partition(record).discard(objectID);
    this.changed();
    return true;
  }

  deleteWhere(filters: string): number {
    const filter = parseFilters(filters);
    let count = 0;
    for (const record of [...this.records.values()]) if (matchesFilter(record, filter) && this.delete(record.objectID)) count++;
    return count;
  }

  /** a copy: records and settings, or only what `scope` names (`settings`; rules and synonyms are not kept here) */
  copy(scope?: string[]): SearchIndex {
    const copy = new SearchIndex();
    if (!scope || scope.includes('settings')) copy.replaceSettings(this.settings);
    if (!scope) for (const record of this.records.values()) copy.save(record);
    return copy;
  }

  clear(): void {
    this.records.clear();
    this.partitions.clear();
    this.changed();
  }

  /** the records' compounds by part, worked out at the first search after a change (with the searched attributes of its full-text indexes) */
  private compoundIndex(): RecordCompounds {
    if (!this.compounds) {
      // the languages the stand-in can split, each with those of its attributes that are searched (Algolia splits only those)
      const listed = new Map<string, string[]>();
      for (const [language, attributes] of Object.entries(this.settings.decompoundedAttributes ?? {})) {
        if (DECOMPOUND_LANGUAGES.has(language) && Array.isArray(attributes)) listed.set(language, attributes.filter((attribute) => this.fields.includes(attribute)));
      }
      // the words of each language's records (its full-text index), only when there is something to split
      const split = [...listed.values()].some((attributes) => attributes.length);
      this.compounds = recordCompounds(split ? [...this.partitions].map(([language, engine]) => ({ language, words: engine.words() })) : [], listed);
    }
    return this.compounds;
  }

  /** The records' compounds holding `word` as a part, by attribute; at the query's end, those holding a part it begins. */
  private compoundsWith(word: string, prefix: boolean): Map<string, Set<string>> {
    const compounds = this.compoundIndex();
    const found = new Map<string, Set<string>>();
    for (const part of prefix ? [...compounds.keys()].filter((part) => part.startsWith(word)) : [word]) {
      for (const [attribute, terms] of compounds.get(part) ?? []) found.set(attribute, new Set([...(found.get(attribute) ?? []), ...terms]));
    }
    return found;
  }

  /** the query's words, each with its alternatives (plural forms, compound parts) as the settings and query ask */
  private queryWords(query: string, params: QueryParams, known: (term: string) => boolean): QueryWord[] {
    const queryLanguages = params.queryLanguages ?? this.settings.queryLanguages;
    const stopLanguages = ruleLanguages(params.removeStopWords ?? this.settings.removeStopWords, queryLanguages);
    const pluralLanguages = ruleLanguages(params.ignorePlurals ?? this.settings.ignorePlurals, queryLanguages);
    // compounds are split for the query languages that have them (Algolia needs queryLanguages for this)
    const splitCompounds = (params.decompoundQuery ?? this.settings.decompoundQuery ?? true) && (queryLanguages ?? []).some((l) => DECOMPOUND_LANGUAGES.has(l));
    const all = tokenize(query).map(normalise);
    // a query of stop words only keeps them
    const kept = all.filter((word) => !isStopWord(word, stopLanguages));
    const words = kept.length ? kept : all;
    return words.map((word, index) => {
      const alternatives = pluralForms(word, pluralLanguages).map((form) => [form]);
      const parts = splitCompounds && word.length >= 6 && !/\d/.test(word) ? decompound(word, known) : null;
      if (parts) alternatives.push(parts);
      // the last word's last part may begin a longer word
      const isLast = index === words.length - 1;
      const part = (text: string, prefix: boolean): Part => ({ word: text, prefix, compounds: this.compoundsWith(text, prefix) });
      return { word, alternatives: alternatives.map((alternative) => alternative.map((text, i) => part(text, isLast && i === alternative.length - 1))) };
    });
  }

  query(params: QueryParams): SearchResponse<SearchRecord> {
    const started = performance.now();
    const settings = this.settings;
    const query = params.query ?? '';
    const declared = facetDeclarations(settings);
    const filter: Filter | null = params.filters ? declaredOnly(parseFilters(params.filters), declared) : null;
    const hitsPerPage = Math.min(Math.max(params.hitsPerPage ?? settings.hitsPerPage ?? 20, 0), 1000);
    const page = Math.max(params.page ?? 0, 0);
    const engines = this.engines();
    const ranks = searchableRanks(settings, this.fields);
    const language = declared.has('lang') ? requiredLanguage(filter) : null;
    const searched = language !== null ? [engines.get(language)].filter((e) => e !== undefined) : [...engines.values()];
    const known = (term: string) => searched.some((engine) => engine.search(term, { prefix: false, fuzzy: false }).length > 0);
    const words = this.queryWords(query, params, known);
    const custom = customRankingCompare(settings);
    const unordered = unorderedAttributes(settings);

    let matches: { record: SearchRecord; terms: string[] }[];
    if (words.length === 0) {
      // an empty query lists every record (filtered) in the custom ranking's order, as Algolia does
      matches = [...this.records.values()].sort(custom).map((record) => ({ record, terms: [] }));
    } else {
      const tree: Query = {
        combineWith: 'AND',
        queries: words.map(({ alternatives }) => ({
          combineWith: 'OR',
          queries: alternatives.map((parts) => ({ combineWith: 'AND', queries: parts.map(partQuery) })),
        })),
      };
      // Algolia's ranking: typos, proximity of the words, the best attribute matched, exact words, then the custom ranking
      matches = searched
        .flatMap((engine) => engine.search(tree))
        .flatMap((result: SearchResult) => {
          const match = matchWords(words, result.terms);
          if (!match) return [];
          const record = this.records.get(String(result.id))!;
          const attribute = attributeScore(record, match.perWord, ranks, unordered, settings.attributeCriteriaComputedBy === 'sum');
          const near = proximity(record, match.perWord, ranks.keys());
          return [{ record, ...match, near, attribute, whole: wholeAttributeMatch(record, words, ranks), score: result.score }];
        })
        .sort(
          (a, b) =>
            a.typos - b.typos ||
            a.near - b.near ||
            a.attribute - b.attribute ||
            Number(b.whole) - Number(a.whole) ||
            b.exact - a.exact ||
            custom(a.record, b.record) ||
            b.score - a.score,
        );
    }
    if (filter) matches = matches.filter(({ record }) => matchesFilter(record, filter));

    const pre = params.highlightPreTag ?? settings.highlightPreTag ?? '<em>';
    const post = params.highlightPostTag ?? settings.highlightPostTag ?? '</em>';
    const toHighlight = params.attributesToHighlight ?? settings.attributesToHighlight;
    const snippets = new Map((params.attributesToSnippet ?? settings.attributesToSnippet ?? []).map((spec) => [spec.split(':')[0]!, Number(spec.split(':')[1] ?? 10)]));
    const toRetrieve = params.attributesToRetrieve ?? settings.attributesToRetrieve;
    const unretrievable = new Set(settings.unretrievableAttributes ?? []);
    const queryWords = words.map((w) => w.word);
    const hits = matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ record, terms }) => {
      const retrieved = toRetrieve && !toRetrieve.includes('*') ? pick(record, toRetrieve) : { ...record };
      for (const name of unretrievable) delete retrieved[name];
      const matched = new Set(terms);
      const highlightResult: Record<string, HighlightResultOption> = {};
      const snippetResult: Record<string, SnippetResultOption> = {};
      for (const attribute of ranks.keys()) {
        const value = record[attribute];
        if (typeof value !== 'string' || unretrievable.has(attribute)) continue;
        if (!toHighlight || toHighlight.includes('*') || toHighlight.includes(attribute)) highlightResult[attribute] = highlight(value, matched, queryWords, pre, post);
        const snippetWords = snippets.get(attribute);
        if (snippetWords) {
          // a snippet has no matchedWords in Algolia's answer
          const { value: snippet, matchLevel } = highlight(snippetOf(value, matched, snippetWords), matched, queryWords, pre, post);
          snippetResult[attribute] = { value: snippet, matchLevel };
        }
      }
      return { ...retrieved, objectID: record.objectID, _highlightResult: highlightResult, ...(snippets.size ? { _snippetResult: snippetResult } : {}) } satisfies Hit<SearchRecord>;
    });
    const facets = facetCounts(params.facets, declared, matches.map((m) => m.record));
    const paramString = new URLSearchParams(
      Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    ).toString();
    return {
      hits,
      nbHits: matches.length,
      page,
      nbPages: hitsPerPage ? Math.ceil(matches.length / hitsPerPage) : 0,
      hitsPerPage,
      exhaustiveNbHits: true,
      ...(facets ? { facets, exhaustiveFacetsCount: true as const } : {}),
      query,
      params: paramString,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }
}

/** Whether a short searchable attribute holds exactly the query's words (Algolia's exact criterion on a single-word query, by attribute). */
function wholeAttributeMatch(record: SearchRecord, words: QueryWord[], ranks: ReadonlyMap<string, number>): boolean {
  for (const attribute of ranks.keys()) {
    const value = record[attribute];
    if (typeof value !== 'string' || value.length > 200) continue;
    const tokens = tokenize(value).map(normalise);
    if (tokens.length === words.length && tokens.every((token, i) => words[i]!.alternatives.some((parts) => parts.length === 1 && parts[0]!.word === token))) return true;
  }
  return false;
}

/** Facet counts of the matching records for the facets asked for (`*`: all) that are declared and not filter-only. */
function facetCounts(asked: string[] | undefined, declared: ReadonlyMap<string, { counted: boolean }>, records: SearchRecord[]) {
  if (!asked?.length) return undefined;
  const attributes = [...declared].filter(([name, { counted }]) => counted && (asked.includes('*') || asked.includes(name))).map(([name]) => name);
  const facets: Record<string, Record<string, number>> = {};
  for (const attribute of attributes) {
    const counts: Record<string, number> = {};
    for (const record of records) {
      const value = record[attribute];
      for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) counts[String(item)] = (counts[String(item)] ?? 0) + 1;
    }
    facets[attribute] = counts;
  }
  return facets;
}

function pick(record: SearchRecord, attributes: string[]): Record<string, unknown> {
  return Object.fromEntries(attributes.filter((a) => a in record).map((a) => [a, record[a]]));
}

/** Wraps the words of `value` that matched in the highlight tags; the rest is HTML-escaped, as Algolia does. */
function highlight(value: string, matched: Set<string>, queryWords: string[], pre: string, post: string): HighlightResultOption {
  let result = '';
  let last = 0;
  const matchedWords = new Set<string>();
  for (const token of value.matchAll(WORD)) {
    const normalised = normalise(token[0]);
    if (!matched.has(normalised)) continue;
    result += `${escapeHtml(value.slice(last, token.index))}${pre}${escapeHtml(token[0])}${post}`;
    last = token.index + token[0].length;
    for (const word of queryWords) if (normalised.startsWith(word) || matched.has(normalised)) matchedWords.add(word);
  }
  result += escapeHtml(value.slice(last));
  const found = queryWords.filter((w) => matchedWords.has(w));
  return {
    value: result,
    matchLevel: found.length === 0 ? 'none' : found.length === queryWords.length ? 'full' : 'partial',
    matchedWords: found,
  };
}

/** `normalise`, skipping the Unicode work for plain ASCII words (most of them) */
const quickNormalise = (word: string) => (/^[\u0020-\u007e]*$/.test(word) ? word.toLowerCase() : normalise(word));

/** where each word first occurs in a text, built once per text (snippets look up matched words here) */
const firstOffsets = new Map<string, Map<string, number>>();

function firstOffsetsOf(value: string): Map<string, number> {
  let offsets = firstOffsets.get(value);
  if (!offsets) {
    offsets = new Map();
    for (const token of value.matchAll(WORD)) {
      const word = quickNormalise(token[0]);
      if (!offsets.has(word)) offsets.set(word, token.index);
    }
    // bounded: texts of replaced records drop out over time
    if (firstOffsets.size >= 20_000) firstOffsets.delete(firstOffsets.keys().next().value!);
    firstOffsets.set(value, offsets);
  }
  return offsets;
}

/** about `words` words around the first matched word, with ellipses where text was cut */
function snippetOf(value: string, matched: Set<string>, words: number): string {
  const offsets = matched.size ? firstOffsetsOf(value) : new Map<string, number>();
  const found = [...matched].map((term) => offsets.get(term)).filter((offset) => offset !== undefined);
  const at = found.length ? Math.min(...found) : 0;
  let start = at;
  for (let n = 0; n < Math.floor(words / 2) && start > 0; n++) start = value.lastIndexOf(' ', start - 2) + 1;
  let end = at;
  for (let n = 0; n < words - Math.floor(words / 2) && end < value.length; n++) {
    const next = value.indexOf(' ', end + 1);
    end = next < 0 ? value.length : next;
  }
  return `${start > 0 ? '… ' : ''}${value.slice(start, end).trim()}${end < value.length ? ' …' : ''}`;
}
