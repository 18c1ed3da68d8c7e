/** The hits of a page as Algolia answers them: the attributes retrieved, highlighted and snippeted. */
import type { HighlightResultOption, Hit, SnippetResultOption } from '@algolia/client-search';
import type { SearchRecord } from './full-text.js';
import type { QueryParams } from './query-words.js';
import type { Match } from './ranking.js';
import type { IndexSettings } from './settings.js';
import { normalise, WORD } from './words.js';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

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

/** The page's matches as hits, shown as the query (or else the settings) asks; `searchable` are the attributes highlighted and snippeted. */
export function hitsOf(matches: Match[], params: QueryParams, settings: IndexSettings, queryWords: string[], searchable: Iterable<string>): Hit<SearchRecord>[] {
  const pre = params.highlightPreTag ?? settings.highlightPreTag ?? '<em>';
  const post = params.highlightPostTag ?? settings.highlightPostTag ?? '</em>';
  const toHighlight = params.attributesToHighlight ?? settings.attributesToHighlight;
  const snippets = new Map((params.attributesToSnippet ?? settings.attributesToSnippet ?? []).map((spec) => [spec.split(':')[0]!, Number(spec.split(':')[1] ?? 10)]));
  const toRetrieve = params.attributesToRetrieve ?? settings.attributesToRetrieve;
  const unretrievable = new Set(settings.unretrievableAttributes ?? []);
  const attributes = [...searchable];
  return matches.map(({ record, terms }) => {
    const retrieved = toRetrieve && !toRetrieve.includes('*') ? pick(record, toRetrieve) : { ...record };
    for (const name of unretrievable) delete retrieved[name];
    const matched = new Set(terms);
    const highlightResult: Record<string, HighlightResultOption> = {};
    const snippetResult: Record<string, SnippetResultOption> = {};
    for (const attribute of attributes) {
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
}
