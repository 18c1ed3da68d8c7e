/** How a query's words match a record's: typo tolerance, prefixes, compounds, and the query MiniSearch runs. */
import type { Query } from 'minisearch';
import type { Part, QueryWord } from './query-words.js';

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

function inCompound(part: Part, term: string): boolean {
  for (const terms of part.compounds.values()) if (terms.has(term)) return true;
  return false;
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

export function matchWords(words: QueryWord[], terms: string[]): WordMatch | null {
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

/** A part as MiniSearch looks for it: the word itself (typos, prefix), or a record's compound holding it in an attribute that splits it. */
function partQuery({ word, prefix, compounds }: Part): Query {
  const lookup: Query = { queries: [word], prefix, fuzzy: candidateEdits(word) };
  if (!compounds.size) return lookup;
  const compoundQueries = [...compounds].map(([attribute, terms]): Query => ({ queries: [[...terms].join(' ')], fields: [attribute], combineWith: 'OR', prefix: false, fuzzy: false }));
  return { combineWith: 'OR', queries: [lookup, ...compoundQueries] };
}

/** The candidates' query: every word required, any one of its alternatives with all of that one's parts. */
export function candidatesQuery(words: QueryWord[]): Query {
  return {
    combineWith: 'AND',
    queries: words.map(({ alternatives }) => ({
      combineWith: 'OR',
      queries: alternatives.map((parts) => ({ combineWith: 'AND', queries: parts.map(partQuery) })),
    })),
  };
}
