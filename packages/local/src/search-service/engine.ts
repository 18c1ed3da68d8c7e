/**
 * The full-text engine behind the local search service: MiniSearch with Algolia's query
 * semantics as far as the site uses them (all words required, prefix on words, typo tolerance,
 * `filters`, paging, highlighting and snippets).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { matchesFilter, parseFilters, type Filter } from './filters.js';

export type SearchRecord = { objectID: string } & Record<string, unknown>;

/** Attributes searched, in order of importance (Algolia's `searchableAttributes`). */
export const SEARCHABLE_ATTRIBUTES = ['name', 'title', 'text', 'content'] as const;
const BOOST: Record<(typeof SEARCHABLE_ATTRIBUTES)[number], number> = { name: 4, title: 4, text: 2, content: 1 };

/** Algolia refuses records above 10 KB. */
export const MAX_RECORD_BYTES = 10_000;

const STOP_WORDS = new Set(
  [
    // de, en, fr, es, nl, it: words that would otherwise have to appear in every hit
    'der die das und oder ein eine mit für von zu im in am ist',
    'the and or a an of for to in on is with',
    'le la les et ou un une des du de pour avec en',
    'el la los las y o un una de del para con en',
    'de het een en of van voor met in op',
    'il lo la gli le e o un una di del per con in',
  ]
    .join(' ')
    .split(' '),
);

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

/**
 * Checks MiniSearch's candidates (some have too many typos): the document words that really match
 * a query word, and the typos the hit needed, or null when a query word is not really matched.
 */
function typoMatch(words: string[], terms: string[]): { terms: string[]; typos: number } | null {
  const distances = words.map((word, position) => terms.map((term) => wordDistance(word, term, position === words.length - 1)));
  let typos = 0;
  for (const [position, word] of words.entries()) {
    const best = Math.min(...distances[position]!);
    if (best > allowedTypos(word)) return null;
    typos += best;
  }
  return { terms: terms.filter((_, t) => words.some((word, position) => distances[position]![t]! <= allowedTypos(word))), typos };
}

export interface QueryParams {
  query?: string;
  filters?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: string[];
  attributesToHighlight?: string[];
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
}

interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface QueryResult {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  processingTimeMS: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const partitionKey = (record: Record<string, unknown>) => String(record.lang ?? '');

function createEngine() {
  return new MiniSearch<SearchRecord>({
    idField: 'objectID',
    fields: [...SEARCHABLE_ATTRIBUTES],
    tokenize,
    processTerm: (term) => {
      const normalised = normalise(term);
      return STOP_WORDS.has(normalised) ? null : normalised;
    },
    extractField: (record, field) => (typeof record[field] === 'string' ? (record[field] as string) : ''),
    // as Algolia: every word required, the last one may be a prefix
    searchOptions: {
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: (term) => candidateEdits(term),
      boost: BOOST,
      combineWith: 'AND',
    },
  });
}

/** The language a filter requires (`lang:xx`, alone or joined by AND), if any. */
function requiredLanguage(filter: Filter | null): string | null {
  if (!filter) return null;
  if (filter.kind === 'facet') return filter.attribute === 'lang' ? filter.value : null;
  if (filter.kind === 'and') return filter.filters.map(requiredLanguage).find((lang) => lang !== null) ?? null;
  return null;
}

export class SearchIndex {
  private readonly records = new Map<string, SearchRecord>();
  /** one full-text index per language: a query filtered by `lang:` searches only its language's records */
  private readonly partitions = new Map<string, MiniSearch<SearchRecord>>();

  private partition(record: SearchRecord): MiniSearch<SearchRecord> {
    const key = partitionKey(record);
    let engine = this.partitions.get(key);
    if (!engine) this.partitions.set(key, (engine = createEngine()));
    return engine;
  }

  get size(): number {
    return this.records.size;
  }

  save(record: SearchRecord): void {
    const previous = this.records.get(record.objectID);
    if (previous) this.partition(previous).discard(record.objectID);
    this.records.set(record.objectID, record);
    this.partition(record).add(record);
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
    return true;
  }

  deleteWhere(filters: string): number {
    const filter = parseFilters(filters);
    let count = 0;
    for (const record of [...this.records.values()]) if (matchesFilter(record, filter) && this.delete(record.objectID)) count++;
    return count;
  }

  copy(): SearchIndex {
    const copy = new SearchIndex();
    for (const record of this.records.values()) copy.save(record);
    return copy;
  }

  clear(): void {
    this.records.clear();
    this.partitions.clear();
  }

  query(params: QueryParams): QueryResult {
    const started = performance.now();
    const query = params.query ?? '';
    const filter: Filter | null = params.filters ? parseFilters(params.filters) : null;
    const hitsPerPage = Math.min(Math.max(params.hitsPerPage ?? 20, 0), 1000);
    const page = Math.max(params.page ?? 0, 0);
    const words = tokenize(query).map(normalise).filter((w) => !STOP_WORDS.has(w));

    let matches: { record: SearchRecord; terms: string[] }[];
    if (words.length === 0) {
      // an empty query lists every record (filtered), as Algolia does
      matches = [...this.records.values()].map((record) => ({ record, terms: [] }));
    } else {
      // Algolia's ranking: fewer typos first, then all words in the name, then relevance
      const language = requiredLanguage(filter);
      const engines = language !== null ? [this.partitions.get(language)].filter((e) => e !== undefined) : [...this.partitions.values()];
      matches = engines
        .flatMap((engine) => engine.search(query))
        .map((result: SearchResult) => {
          const record = this.records.get(String(result.id))!;
          const nameWords = new Set(tokenize(`${String(record.name ?? '')} ${String(record.title ?? '')}`).map(normalise));
          const inName = words.every((word, i) => nameWords.has(word) || (i === words.length - 1 && [...nameWords].some((n) => n.startsWith(word))));
          return { record, match: typoMatch(words, result.terms), inName, score: result.score };
        })
        .flatMap(({ match, ...hit }) => (match ? [{ ...hit, ...match }] : []))
        .sort((a, b) => a.typos - b.typos || Number(b.inName) - Number(a.inName) || b.score - a.score);
    }
    if (filter) matches = matches.filter(({ record }) => matchesFilter(record, filter));

    const pre = params.highlightPreTag ?? '<em>';
    const post = params.highlightPostTag ?? '</em>';
    const snippets = new Map((params.attributesToSnippet ?? []).map((spec) => [spec.split(':')[0]!, Number(spec.split(':')[1] ?? 10)]));
    const hits = matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ record, terms }) => {
      const retrieved = params.attributesToRetrieve && !params.attributesToRetrieve.includes('*') ? pick(record, params.attributesToRetrieve) : { ...record };
      const matched = new Set(terms);
      const highlightResult: Record<string, HighlightValue> = {};
      const snippetResult: Record<string, HighlightValue> = {};
      for (const attribute of SEARCHABLE_ATTRIBUTES) {
        const value = record[attribute];
        if (typeof value !== 'string') continue;
        if (!params.attributesToHighlight || params.attributesToHighlight.includes(attribute)) highlightResult[attribute] = highlight(value, matched, words, pre, post);
        const snippetWords = snippets.get(attribute);
        if (snippetWords) snippetResult[attribute] = highlight(snippetOf(value, matched, snippetWords), matched, words, pre, post);
      }
      return { ...retrieved, objectID: record.objectID, _highlightResult: highlightResult, ...(snippets.size ? { _snippetResult: snippetResult } : {}) };
    });
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
      query,
      params: paramString,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }
}

function pick(record: SearchRecord, attributes: string[]): Record<string, unknown> {
  return Object.fromEntries(attributes.filter((a) => a in record).map((a) => [a, record[a]]));
}

/** Wraps the words of `value` that matched in the highlight tags; the rest is HTML-escaped, as Algolia does. */
function highlight(value: string, matched: Set<string>, queryWords: string[], pre: string, post: string): HighlightValue {
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
