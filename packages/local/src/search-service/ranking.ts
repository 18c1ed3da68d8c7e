/** Algolia's ranking criteria for the records that matched: proximity, attribute, exactness (typos are matching.ts'). */
import type { SearchResult } from 'minisearch';
import type { SearchRecord } from './full-text.js';
import { matchWords } from './matching.js';
import type { QueryWord } from './query-words.js';
import { normalise, tokenize } from './words.js';

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

/** A record that matched, with the document words that matched it (none for an empty query). */
export interface Match {
  record: SearchRecord;
  terms: string[];
}

/** What the settings rank by: the searchable attributes' ranks, those unordered, the attribute strategy and the custom ranking. */
interface RankingCriteria {
  ranks: ReadonlyMap<string, number>;
  unordered: ReadonlySet<string>;
  /** `attributeCriteriaComputedBy: sum` */
  sum: boolean;
  custom: (a: SearchRecord, b: SearchRecord) => number;
}

/** The full-text candidates that really match every query word (typos checked), in Algolia's ranking. */
export function rankedMatches(results: SearchResult[], words: QueryWord[], recordOf: (objectID: string) => SearchRecord, { ranks, unordered, sum, custom }: RankingCriteria): Match[] {
  // Algolia's ranking: typos, proximity of the words, the best attribute matched, exact words, then the custom ranking
  return results
    .flatMap((result) => {
      const match = matchWords(words, result.terms);
      if (!match) return [];
      const record = recordOf(String(result.id));
      const attribute = attributeScore(record, match.perWord, ranks, unordered, sum);
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
