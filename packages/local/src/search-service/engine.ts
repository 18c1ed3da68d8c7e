/**
 * The full-text engine behind the local search service: MiniSearch with Algolia's query semantics
 * as far as the site uses them: every word required, a prefix on the last one, typo tolerance; the
 * index's settings (searchable attributes in rank order, attributes declared for faceting, custom
 * ranking, stop words, plurals and the query's compounds by query language, the records' compounds
 * in the attributes `decompoundedAttributes` lists); `filters`, facet counts, paging, highlighting
 * and snippets.
 *
 * This module keeps an index's records and settings and runs a query through the others: the query's
 * words (query-words.ts), matching them (matching.ts), ranking (ranking.ts), facets (facets.ts) and
 * the hits shown (hits.ts), over one full-text index per language (full-text.ts).
 */
import type { SearchResponse } from '@algolia/client-search';
import { facetCounts, declaredOnly } from './facets.js';
import { matchesFilter, parseFilters, requiredLanguage, type Filter } from './filters.js';
import { createEngine, type Engine, partitionKey, type SearchRecord } from './full-text.js';
import { hitsOf } from './hits.js';
import { DECOMPOUND_LANGUAGES, recordCompounds, type RecordCompounds } from './language.js';
import { candidatesQuery } from './matching.js';
import { queryWords, type QueryParams } from './query-words.js';
import { type Match, rankedMatches } from './ranking.js';
import { customRankingCompare, facetDeclarations, searchableRanks, unorderedAttributes, type IndexSettings, type SettingsChanges } from './settings.js';

export type { SearchRecord } from './full-text.js';
export { typoDistance } from './matching.js';
export type { QueryParams } from './query-words.js';

/** Algolia refuses records above 10 KB. */
export const MAX_RECORD_BYTES = 10_000;

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

  private partition(record: SearchRecord): Engine {
    const key = partitionKey(record);
    let engine = this.partitions.get(key);
    if (!engine) this.partitions.set(key, (engine = createEngine(this.fields)));
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

  /** whether what a query needs is worked out (nothing changed since the last `prepare`) */
  get prepared(): boolean {
    return this.compounds !== null;
  }

  /**
   * Works out what queries need after a change (the full-text indexes, the records' compounds). Algolia does
   * this work in the indexing task, so a query never waits for it: the service calls this when a writer asks
   * whether its task is done, as every write of the site does (a first query after a re-index took 0.3 s
   * on an idle machine and over the search client's 1 s connect timeout on a busy one).
   */
  prepare(): void {
    this.engines();
    this.compoundIndex();
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
    const words = queryWords(query, params, settings, known, (word, prefix) => this.compoundsWith(word, prefix));
    const custom = customRankingCompare(settings);

    let matches: Match[];
    if (words.length === 0) {
      // an empty query lists every record (filtered) in the custom ranking's order, as Algolia does
      matches = [...this.records.values()].sort(custom).map((record) => ({ record, terms: [] }));
    } else {
      const tree = candidatesQuery(words);
      const criteria = { ranks, unordered: unorderedAttributes(settings), sum: settings.attributeCriteriaComputedBy === 'sum', custom };
      matches = rankedMatches(searched.flatMap((engine) => engine.search(tree)), words, (objectID) => this.records.get(objectID)!, criteria);
    }
    if (filter) matches = matches.filter(({ record }) => matchesFilter(record, filter));

    const pageMatches = matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const hits = hitsOf(pageMatches, params, settings, words.map((w) => w.word), ranks.keys());
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
